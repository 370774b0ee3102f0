import { requestLanguage } from '@/i18n/requestLanguage'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { signInRedirect } from '@/lib/accounts/auth/signInRedirect'
import { admitDownload } from '@/lib/infrastructure/operations/downloadAdmission'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { downloadDocumentVersion } from '@/lib/library/documentVersions/downloadDocumentVersion'

/** A file from a document's version history (src/lib/library/documentVersions/downloadDocumentVersion.ts); visitors are sent to sign in. A few at once per server (admitDownload). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; number: string }> }) {
  const { id, number } = await params
  const language = await requestLanguage()
  return admitDownload(language, async () => {
    const user = await getCurrentUser()
    if (!user) return signInRedirect(`/documents/${encodeURIComponent(id)}/versions`)
    return downloadDocumentVersion({ payload: await getPayloadClient(), user }, { id, number, language })
  })
}
