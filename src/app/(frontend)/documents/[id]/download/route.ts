import { getCurrentUser } from '@/lib/auth/currentUser'
import { downloadDocument } from '@/lib/documents/downloadDocument'
import { getPayloadClient } from '@/lib/payload'
import { signInRedirect } from '@/lib/auth/signInRedirect'

/**
 * A member's download: checks the session, records a document-download row, and streams the
 * file from local disk or S3. Visitors are sent to sign in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const user = await getCurrentUser()
  if (!user) return signInRedirect('/documents')
  return downloadDocument(await getPayloadClient(), id, user)
}
