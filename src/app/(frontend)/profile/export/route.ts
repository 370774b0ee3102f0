import { getCurrentUser } from '@/lib/auth/currentUser'
import { signInRedirect } from '@/lib/auth/signInRedirect'
import { getPayloadClient } from '@/lib/payload'
import { memberDataResponse } from '@/lib/privacy/memberDataExport'

/**
 * GET /profile/export: the signed-in member's own data as a JSON file ('Download my data' on
 * /profile). The session decides whose data; there is no id to ask for someone else's.
 * Visitors are sent to sign in.
 */
export async function GET() {
  const user = await getCurrentUser()
  if (!user) return signInRedirect('/profile')
  return memberDataResponse(await getPayloadClient(), user.id)
}
