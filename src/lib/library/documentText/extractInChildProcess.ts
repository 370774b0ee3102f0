import path from 'node:path'

import { type ProcessLimits, runLimited } from '@/lib/infrastructure/childProcess/runLimited'

import { MAX_TEXT_CHARS } from './textStatus'

/** The worker, plain JavaScript beside this file; the server and the jobs run from the project's folder. */
export const EXTRACT_WORKER = path.join(process.cwd(), 'src/lib/library/documentText/extractWorker.mjs')

/** How long a file may take and how much heap its reading may use before the process is killed. */
export type ExtractionLimits = ProcessLimits
export const EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: Number(process.env.TEXT_EXTRACTION_TIMEOUT_MS) || 30_000,
  memoryMb: Number(process.env.TEXT_EXTRACTION_MEMORY_MB) || 256,
}

export type Extraction = { ok: true; text: string } | { ok: false; problem: string }

/** The most a worker may print: its JSON of MAX_TEXT_CHARS characters, escapes included. */
const MAX_OUTPUT_BYTES = MAX_TEXT_CHARS * 12 + 1024

/**
 * Reads a file's text in a separate, limited `node` process (extractWorker.mjs, run by
 * runLimited): a hostile file can only make that process fail. Never throws for the file's
 * sake: a failure is `{ ok: false, problem }`.
 */
export async function extractInChildProcess(
  file: string,
  mimeType: string,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<Extraction> {
  const run = await runLimited(EXTRACT_WORKER, [file, mimeType, String(MAX_TEXT_CHARS)], {
    limits,
    maxOutputBytes: MAX_OUTPUT_BYTES,
    doing: 'Reading',
    // Files are read by the jobs queue: a busy pool delays the reading, never fails it.
    whenBusy: 'wait',
  })
  if (!run.ok) return run
  try {
    const { text } = JSON.parse(run.stdout.toString('utf8')) as { text: unknown }
    if (typeof text !== 'string') throw new Error('no text')
    return { ok: true, text }
  } catch {
    return { ok: false, problem: 'The reader answered nothing readable' }
  }
}
