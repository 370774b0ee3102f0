import { requestLanguage } from '@/i18n/requestLanguage'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { signInRedirect } from '@/lib/accounts/auth/signInRedirect'
import { admitDownload } from '@/lib/infrastructure/operations/downloadAdmission'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { downloadDocument } from '@/lib/library/documents/downloadDocument'
import { parseRowId } from '@/lib/shared/ids/rowId'

/**
 * A member's download: checks the session, records a document-download row, and streams the
 * file from local disk or S3. Visitors are sent to sign in, for a document that exists (its
 * metadata is public, so a missing one answers 404 for everyone, as the member site's pages do).
 * A few downloads are prepared at once per server (admitDownload).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const language = await requestLanguage()
  const notFound = () => Response.json({ message: translatorFor(language)('errors.documentNotFound') }, { status: 404 })
  const documentId = parseRowId(id)
  if (!documentId) return notFound()
  return admitDownload(language, async () => {
    const payload = await getPayloadClient()
    const user = await getCurrentUser()
    if (!user) {
      const exists = await payload.count({ collection: 'documents', where: { id: { equals: documentId } }, overrideAccess: false })
      if (!exists.totalDocs) return notFound()
      return signInRedirect('/documents')
    }
    return downloadDocument({ payload, user }, { id, language })
  })
}
