import { getCurrentUser } from '@/lib/auth/currentUser'
import { downloadDocument } from '@/lib/documents/downloadDocument'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'

/**
 * A member's download: checks the session, records a document-download row, and streams the
 * file from local disk or S3. Visitors are sent to sign in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const user = await getCurrentUser()
  if (!user) return Response.redirect(new URL('/auth?from=/documents', siteUrl()), 303)
  return downloadDocument(await getPayloadClient(), id, user)
}
