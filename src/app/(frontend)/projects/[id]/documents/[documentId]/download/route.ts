import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'
import { downloadProjectDocument } from '@/lib/projects/downloadProjectDocument'
import { signInRedirect } from '@/lib/auth/signInRedirect'

/**
 * A member's download of a project document, streamed from local disk or S3; visitors are
 * sent to sign in and come back to the project.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; documentId: string }> }) {
  const { id, documentId } = await params
  const user = await getCurrentUser()
  if (!user) return signInRedirect(`/projects/${encodeURIComponent(id)}`)
  return downloadProjectDocument(await getPayloadClient(), id, documentId, user)
}
