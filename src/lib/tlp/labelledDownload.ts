import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { DOCUMENT_MAX_BYTES } from '@/lib/files/uploadLimits'
import { readStoredFile } from '@/lib/storage/readStoredFile'
import type { User } from '@/payload-types'

import { stampDownload } from './stampDownload'
import type { TlpLevel } from './tlpLevels'

type LabelledFile = { id: number; filename?: string | null; mimeType?: string | null; tlp: TlpLevel }

/**
 * The member's labelled copy of a restricted file (a library document, an older version of one, or a project's document,
 * TLP:AMBER and above): the label and their name in the file (stampDownload). A copy that cannot
 * be made is refused (503), never sent unlabelled. Null when the stored file is missing.
 */
export async function labelledDownload(
  { payload, user }: { payload: Payload; user: User },
  collection: 'documents' | 'project-documents' | 'document-versions',
  file: LabelledFile,
  language: Language,
): Promise<Response | null> {
  const t = translatorFor(language)
  const bytes = await readStoredFile(payload, collection, file, DOCUMENT_MAX_BYTES)
  if (!bytes || !file.filename) return null
  const stamped = await stampDownload(bytes, {
    fileName: file.filename,
    mimeType: file.mimeType ?? 'application/octet-stream',
    level: file.tlp,
    recipient: { name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, email: user.email },
    language,
  })
  if (!stamped.ok) {
    payload.logger.error({
      msg: 'A restricted file could not be labelled for its download',
      collection,
      id: file.id,
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
