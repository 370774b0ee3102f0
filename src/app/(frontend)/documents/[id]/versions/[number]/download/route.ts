import { requestLanguage } from '@/i18n/requestLanguage'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { signInRedirect } from '@/lib/auth/signInRedirect'
import { downloadDocumentVersion } from '@/lib/documentVersions/downloadDocumentVersion'
import { admitDownload } from '@/lib/operations/downloadAdmission'
import { getPayloadClient } from '@/lib/payload'

/** A file from a document's version history (src/lib/documentVersions/downloadDocumentVersion.ts); visitors are sent to sign in. A few at once per server (admitDownload). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; number: string }> }) {
  const { id, number } = await params
  const language = await requestLanguage()
  return admitDownload(language, async () => {
    const user = await getCurrentUser()
    if (!user) return signInRedirect(`/documents/${encodeURIComponent(id)}/versions`)
    return downloadDocumentVersion({ payload: await getPayloadClient(), user }, { id, number, language })
  })
}
