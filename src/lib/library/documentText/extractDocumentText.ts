import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { elevated } from '@/lib/accounts/security/elevated'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'
import { readStoredFile } from '@/lib/infrastructure/storage/readStoredFile'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { DocumentText } from '@/payload-types'

import { EXTRACTION_LIMITS, type ExtractionLimits, extractInChildProcess } from './extractInChildProcess'
import { MAX_PROBLEM_CHARS, MAX_TEXT_CHARS, type TextStatus } from './textStatus'

export type ExtractedText = { status: TextStatus | 'no-document'; changed: boolean }

/** Stored text: no NUL (PostgreSQL's text refuses it) or other control characters, runs of blanks as one, at most MAX_TEXT_CHARS. */
export const cleanText = (text: string): string =>
  text

    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS)

/**
 * Reads the words inside a library document's file for members' search (issue 22, item 5), as
 * the jobs queue does after an upload: the published row's file (a draft's new file is read when
 * it is published), its SHA-256 compared with the file read last time, so running it again for an
 * unchanged file changes nothing; otherwise the text read in a child process (extractInChildProcess)
 * is stored, or the file is marked unreadable with the reason. A file that cannot be read never
 * fails the job.
 */
export async function extractDocumentText(
  { payload }: ActionContext<null>,
  { document, limits = EXTRACTION_LIMITS }: { document: number; limits?: ExtractionLimits },
): Promise<ExtractedText> {
  // The adapter's read: the row as published (or a never-published draft), past hideDrafts.
  const doc = await belowLocalApi(
    payload,
    'the published row, or a never-published draft: hideDrafts hides that from the local API',
  ).findOne<{ id: number; filename?: string | null; mimeType?: string | null }>({
    collection: 'documents',
    where: { id: { equals: document } },
  })
  if (!doc) return { status: 'no-document', changed: false }
  const { docs } = await payload.find({
    collection: 'document-texts',
    where: { document: { equals: document } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0] as DocumentText | undefined

  const bytes = await readStoredFile(payload, 'documents', doc, DOCUMENT_MAX_BYTES)
  const source = bytes ? crypto.createHash('sha256').update(bytes).digest('hex') : null
  if (existing && existing.status !== 'pending' && source && existing.source === source) return { status: existing.status, changed: false }

  const outcome = bytes ? await extractFrom(bytes, doc.mimeType ?? '', limits) : { ok: false as const, problem: 'The file is missing' }
  const data = outcome.ok
    ? { status: 'extracted' as const, text: cleanText(outcome.text), problem: null }
    : { status: 'unreadable' as const, text: null, problem: outcome.problem.slice(0, MAX_PROBLEM_CHARS) }
  const row = { ...data, source, extractedAt: new Date().toISOString() }
  // Only this function writes document texts: nobody may through the API (collections/DocumentTexts.ts).
  const why = elevated('the jobs queue stores the words read from a library file')
  if (existing) await payload.update({ collection: 'document-texts', id: existing.id, data: row, depth: 0, ...why })
  else await payload.create({ collection: 'document-texts', data: { document, ...row }, depth: 0, ...why })
  if (!outcome.ok) payload.logger.info({ msg: 'A library file could not be read for search', document, problem: data.problem })
  return { status: data.status, changed: true }
}

/** The bytes to a private temporary file for the reader process, removed afterwards. */
async function extractFrom(bytes: Buffer, mimeType: string, limits: ExtractionLimits) {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'document-text-'))
  try {
    const file = path.join(folder, 'file')
    await fs.promises.writeFile(file, bytes, { mode: 0o600 })
    return await extractInChildProcess(file, mimeType, limits)
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true })
  }
}
