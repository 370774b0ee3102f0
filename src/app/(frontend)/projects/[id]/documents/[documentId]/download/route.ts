import { requestLanguage } from '@/i18n/requestLanguage'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { signInRedirect } from '@/lib/accounts/auth/signInRedirect'
import { admitDownload } from '@/lib/infrastructure/operations/downloadAdmission'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { downloadProjectDocument } from '@/lib/projects/downloadProjectDocument'
import { parseRowId } from '@/lib/shared/ids/rowId'

/**
 * A member's download of a project document, streamed from local disk or S3; visitors are
 * sent to sign in and come back to the project. A few at once per server (admitDownload).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; documentId: string }> }) {
  const { id, documentId } = await params
  const language = await requestLanguage()
  // Addresses that can name no row answer 404 for everyone, as the member site's pages do.
  if (!parseRowId(id) || !parseRowId(documentId))
    return Response.json({ message: translatorFor(language)('errors.projectDocumentNotFound') }, { status: 404 })
  return admitDownload(language, async () => {
    const user = await getCurrentUser()
    if (!user) return signInRedirect(`/projects/${encodeURIComponent(id)}`)
    return downloadProjectDocument({ payload: await getPayloadClient(), user }, { projectId: id, id: documentId, language })
  })
}
