import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'
import { memberDataFileName, memberDataStream } from '@/lib/privacy/memberDataExport'
import { siteUrl } from '@/lib/siteUrl'

/**
 * GET /profile/export: the signed-in member's own data as a JSON file ('Download my data' on
 * /profile). The session decides whose data; there is no id to ask for someone else's.
 * Visitors are sent to sign in.
 */
export async function GET() {
  const user = await getCurrentUser()
  if (!user) return Response.redirect(new URL('/auth?from=/profile', siteUrl()), 303)
  const at = new Date()
  return new Response(memberDataStream(await getPayloadClient(), user.id, at), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${memberDataFileName(at)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
