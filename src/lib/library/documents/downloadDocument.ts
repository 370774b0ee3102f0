import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { uploadFileResponse } from '@/lib/infrastructure/storage/uploadFileResponse'
import { recordDownload } from '@/lib/library/documents/recordDownload'
import { labelledDownload } from '@/lib/library/tlp/labelledDownload'
import { isStampedOnDownload } from '@/lib/library/tlp/tlpLevels'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { User } from '@/payload-types'

/**
 * A member's download of a library document: the file from local disk or S3 (the
 * collection's file access refuses visitors), and a document-download row. A failed record
 * is only logged (spec 8): the member still gets the file. A document labelled TLP:AMBER or
 * above is read only if the member may (access/library/tlpAccess.ts) and goes out as their own labelled
 * copy (src/lib/library/tlp/labelledDownload.ts), or not at all. Refusals read in the page's language.
 */
export async function downloadDocument(
  { payload, user }: ActionContext<User | null>,
  { id, language = DEFAULT_LANGUAGE }: { id: string; language?: Language },
): Promise<Response> {
  const t = translatorFor(language)
  const documentId = parseRowId(id)
  const document = documentId
    ? await payload.findByID({ collection: 'documents', id: documentId, depth: 0, disableErrors: true, user, overrideAccess: false })
    : null
  if (!document?.filename) return Response.json({ message: t('errors.documentNotFound') }, { status: 404 })
  let file: Response | null
  try {
    file =
      user && isStampedOnDownload(document.tlp)
        ? await labelledDownload({ payload, user }, 'documents', document, language)
        : await uploadFileResponse(payload, 'documents', document, user)
  } catch (error) {
    // By status, not class: the production build may hold more than one copy of Payload's error classes.
    if ((error as { status?: number }).status === 403)
      return Response.json({ message: t('errors.signInToDownloadDocuments') }, { status: 403 })
    throw error
  }
  if (!file) return Response.json({ message: t('errors.downloadFailed') }, { status: 404 })
  // A refused copy (a label that could not be stamped) is no download.
  if (!file.ok) return file
  if (user) await recordDownload({ payload, user }, { document: document.id })
  return file
}
