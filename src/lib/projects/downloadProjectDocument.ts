import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { uploadFileResponse } from '@/lib/infrastructure/storage/uploadFileResponse'
import { recordDownload } from '@/lib/library/documents/recordDownload'
import { labelledDownload } from '@/lib/library/tlp/labelledDownload'
import { isStampedOnDownload } from '@/lib/library/tlp/tlpLevels'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { relationId } from '@/lib/shared/ids/relationId'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { User } from '@/payload-types'

/**
 * A member's download of a project's document, from local disk or S3, and a download row. The
 * document must belong to the project in the address; the collection's access decides (members
 * only, and the TLP labels of the document and its project). A document labelled TLP:AMBER or
 * above goes out as the member's own labelled copy (src/lib/library/tlp/labelledDownload.ts), or not at
 * all. A failed record is only logged. Refusals read in the page's language.
 */
export async function downloadProjectDocument(
  { payload, user }: ActionContext<User | null>,
  { projectId, id, language = DEFAULT_LANGUAGE }: { projectId: string; id: string; language?: Language },
): Promise<Response> {
  const t = translatorFor(language)
  const notFound = () => Response.json({ message: t('errors.projectDocumentNotFound') }, { status: 404 })
  const project = parseRowId(projectId)
  const documentId = parseRowId(id)
  if (!project || !documentId) return notFound()
  let file: Response | null
  try {
    // Visitors may not read project documents at all: findByID refuses them before any file.
    const document = await payload.findByID({ collection: 'project-documents', id: documentId, depth: 0, user, overrideAccess: false })
    if (relationId(document.project) !== project) return notFound()
    file =
      user && isStampedOnDownload(document.tlp)
        ? await labelledDownload({ payload, user }, 'project-documents', document, language)
        : await uploadFileResponse(payload, 'project-documents', document, user)
  } catch (error) {
    // By status, not class: the production build may hold more than one copy of Payload's error classes.
    const status = (error as { status?: number }).status
    if (status === 403) return Response.json({ message: t('errors.signInToDownloadProjectDocuments') }, { status: 403 })
    if (status === 404) return notFound()
    throw error
  }
  if (!file) return Response.json({ message: t('errors.downloadFailed') }, { status: 404 })
  if (file.ok && user) await recordDownload({ payload, user }, { projectDocument: documentId })
  return file
}
