import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { type FailedRun, type ProcessLimits, runLimited } from '@/lib/infrastructure/childProcess/runLimited'
import type { WorkerSlot } from '@/lib/infrastructure/childProcess/workerSlots'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'

import { TLP_COLOURS, TLP_LABELS, type TlpLevel } from './tlpLevels'

/** The worker, plain JavaScript beside this file; the server runs from the project's folder. */
export const STAMP_WORKER = path.join(process.cwd(), 'src/lib/library/tlp/stampWorker.mjs')

/** How long labelling one download may take and how much heap it may use. */
export const STAMP_LIMITS: ProcessLimits = {
  timeoutMs: Number(process.env.TLP_STAMP_TIMEOUT_MS) || 30_000,
  memoryMb: Number(process.env.TLP_STAMP_MEMORY_MB) || 256,
}

export type StampedFile = { ok: true; bytes: Buffer; fileName: string; mimeType: string } | FailedRun

/** A name for a file in a download: no folders, no control characters, not empty. */
const safeName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim() || 'document'

/**
 * One member's copy of a document of a restricted label (issue 23, item 1): a PDF with the
 * label and the member's name and the time in a footer on every page, any other file (or a PDF
 * that cannot be changed) in a zip under a name with the label and the member, with a text
 * sidecar saying the same, in the member's language. The file is changed in a limited child
 * process (stampWorker.mjs), never in the server's own.
 */
export async function stampDownload(
  bytes: Buffer,
  {
    fileName,
    mimeType,
    level,
    recipient,
    language,
    at = new Date(),
    limits = STAMP_LIMITS,
    slot,
  }: {
    fileName: string
    mimeType: string
    level: TlpLevel
    recipient: { name: string; email: string }
    language: Language
    at?: Date
    limits?: ProcessLimits
    /** A worker's place the caller already holds (labelledDownload takes it before reading the file). */
    slot?: WorkerSlot
  },
): Promise<StampedFile> {
  const t = translatorFor(language)
  const label = TLP_LABELS[level]
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const taken = t('tlp.downloadedBy', { name: recipient.name, email: recipient.email, when })
  const meaning = t(`tlp.meaning.${level}`)
  const extension = path.extname(fileName)
  const base = safeName(path.basename(fileName, extension))
  const fileLabel = label.replace(':', '-')
  const stamp = {
    label,
    colour: TLP_COLOURS[level],
    line: `${taken} ${meaning}`,
    labelledName: safeName(`${base} (${fileLabel}, ${recipient.name})${extension}`),
    sidecarName: `${base} (${fileLabel}).txt`,
    sidecar: [label, meaning, '', t('tlp.sidecarFile', { file: fileName }), taken, '', t('tlp.sidecarRule')],
  }
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tlp-stamp-'))
  try {
    const input = path.join(folder, 'input')
    const output = path.join(folder, 'output')
    await fs.promises.writeFile(input, bytes, { mode: 0o600 })
    const run = await runLimited(STAMP_WORKER, [input, output, mimeType, JSON.stringify(stamp)], {
      limits,
      maxOutputBytes: 1024,
      doing: 'Labelling',
      // A member waits for this download: beyond the queue they are told when to come back (503).
      whenBusy: slot ? { held: slot } : 'refuse',
    })
    if (!run.ok) return run
    const { kind } = JSON.parse(run.stdout.toString('utf8')) as { kind: 'pdf' | 'zip' }
    const size = (await fs.promises.stat(output)).size
    // A label and a footer add little; anything far larger is not what the worker should have made.
    if (size > DOCUMENT_MAX_BYTES * 2) return { ok: false, problem: 'The labelled file came out larger than it may' }
    const result = await fs.promises.readFile(output)
    return kind === 'pdf'
      ? { ok: true, bytes: result, fileName: `${base} (${fileLabel})${extension}`, mimeType: 'application/pdf' }
      : { ok: true, bytes: result, fileName: `${base} (${fileLabel}).zip`, mimeType: 'application/zip' }
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true })
  }
}
