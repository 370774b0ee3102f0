import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { isRefusal, takeWorkerSlot } from '@/lib/infrastructure/childProcess/workerSlots'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import { readStoredFile } from '@/lib/infrastructure/storage/readStoredFile'
import { readErrorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { type StampedFile, stampDownload } from './stampDownload'
import type { TlpLevel } from './tlpLevels'

type LabelledFile = { id: number; filename?: string | null; mimeType?: string | null; tlp: TlpLevel }

/**
 * The member's labelled copy of a restricted file (a library document, an older version of one, or a project's document,
 * TLP:AMBER and above): the label and their name in the file (stampDownload). A copy that cannot
 * be made is refused (503), never sent unlabelled. Null when the stored file is missing.
 * Limits across requests (issue 43, item 4): a member's labelled downloads are rate limited (429),
 * and a server whose labelling workers and queue are full answers 503 with Retry-After at once.
 */
export async function labelledDownload(
  { payload, user }: { payload: Payload; user: User },
  collection: 'documents' | 'project-documents' | 'document-versions',
  file: LabelledFile,
  language: Language,
): Promise<Response | null> {
  const t = translatorFor(language)
  // The worker's place first: a busy server refuses before it reads a file of up to 25 MB into
  // memory, and before the member's limit counts a download they did not get.
  const slot = await takeWorkerSlot('refuse')
  if (isRefusal(slot)) return busy(t, slot.retryAfterSeconds)
  let stamped: StampedFile
  try {
    const limited = await checkRateLimit(payload, 'labelledDownload', { sender: user.id })
    if (limited)
      return Response.json(
        { message: readErrorText(limited.text, t) },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
      )
    const bytes = await readStoredFile(payload, collection, file, DOCUMENT_MAX_BYTES)
    if (!bytes || !file.filename) return null
    stamped = await stampDownload(bytes, {
      fileName: file.filename,
      mimeType: file.mimeType ?? 'application/octet-stream',
      level: file.tlp,
      recipient: { name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, email: user.email },
      language,
      slot,
    })
  } finally {
    slot.release()
  }
  if (!stamped.ok && stamped.retryAfterSeconds) return busy(t, stamped.retryAfterSeconds)
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

/** Every labelling worker and the queue are taken: come back after the work ahead (Retry-After). */
const busy = (t: ReturnType<typeof translatorFor>, seconds: number) =>
  Response.json(
    { message: t('tlp.labellingBusy', { seconds }) },
    { status: 503, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
  )
