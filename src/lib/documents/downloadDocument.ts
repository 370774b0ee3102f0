import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { ActionContext } from '@/lib/actions/runAction'
import { DOCUMENT_MAX_BYTES } from '@/lib/files/uploadLimits'
import { parseRowId } from '@/lib/ids/rowId'
import { readStoredFile } from '@/lib/storage/readStoredFile'
import { uploadFileResponse } from '@/lib/storage/uploadFileResponse'
import { stampDownload } from '@/lib/tlp/stampDownload'
import { isStampedOnDownload } from '@/lib/tlp/tlpLevels'
import type { Document, User } from '@/payload-types'

/**
 * A member's download of a library document: the file from local disk or S3 (the
 * collection's file access refuses visitors), and a document-download row. A failed record
 * is only logged (spec 8): the member still gets the file. A document labelled TLP:AMBER or
 * above is read only if the member may (access/tlpAccess.ts) and goes out as their own labelled
 * copy (stampDownload), or not at all. Refusals read in the page's language.
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
        ? await labelledCopy({ payload, user }, document, language)
        : await uploadFileResponse(payload, 'documents', document, user)
  } catch (error) {
    // By status, not class: the production build may hold more than one copy of Payload's error classes.
    if ((error as { status?: number }).status === 403)
      return Response.json({ message: t('errors.signInToDownloadDocuments') }, { status: 403 })
    throw error
  }
  if (!file) return Response.json({ message: t('errors.downloadFailed') }, { status: 404 })
  try {
    await payload.create({ collection: 'document-downloads', data: { document: document.id } as never, user, overrideAccess: false })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Failed to record a document download' })
  }
  return file
}

/** The member's labelled copy of a restricted document's file; a copy that cannot be made is refused, never sent unlabelled. */
async function labelledCopy({ payload, user }: ActionContext<User>, document: Document, language: Language): Promise<Response | null> {
  const t = translatorFor(language)
  const bytes = await readStoredFile(payload, 'documents', document, DOCUMENT_MAX_BYTES)
  if (!bytes) return null
  const stamped = await stampDownload(bytes, {
    fileName: document.filename!,
    mimeType: document.mimeType ?? 'application/octet-stream',
    level: document.tlp,
    recipient: { name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, email: user.email },
    language,
  })
  if (!stamped.ok) {
    payload.logger.error({
      msg: 'A restricted document could not be labelled for its download',
      document: document.id,
      problem: stamped.problem,
    })
    return Response.json({ message: t('tlp.stampFailed') }, { status: 503 })
  }
  return new Response(new Uint8Array(stamped.bytes), {
    headers: {
      'Content-Type': stamped.mimeType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(stamped.fileName)}`,
      'Content-Length': String(stamped.bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
