import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type ProcessLimits, runLimited } from '@/lib/infrastructure/childProcess/runLimited'

/** The worker, plain JavaScript beside this file; the server and the jobs run from the project's folder. */
export const PREVIEW_WORKER = path.join(process.cwd(), 'src/lib/library/previews/previewWorker.mjs')

/** How long drawing one preview may take and how much heap it may use before the process is killed. */
export const PREVIEW_LIMITS: ProcessLimits = {
  timeoutMs: Number(process.env.PREVIEW_TIMEOUT_MS) || 30_000,
  memoryMb: Number(process.env.PREVIEW_MEMORY_MB) || 256,
}

/** How many pages a preview shows (the worker draws 3 at most) and how wide each is, in pixels. */
export const PREVIEW_PAGES = 2
export const PREVIEW_WIDTH = 640

export type Preview = { ok: true; pages: Buffer[] } | { ok: false; problem: string }

/** A page of 640 px is some tens of KB; one far larger is not what the worker should have made. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024

/**
 * The first pages of an uploaded PDF as small JPEGs, drawn by PDF.js in a separate, limited
 * `node` process (previewWorker.mjs, run by runLimited): a hostile file can only make that
 * process fail. The images come back through a temporary folder, which is always removed.
 * Never throws: a failure, or a file of a kind that has no preview, is `{ ok: false, problem }`.
 */
export async function renderPreview(
  bytes: Buffer,
  mimeType: string,
  {
    pages = PREVIEW_PAGES,
    width = PREVIEW_WIDTH,
    limits = PREVIEW_LIMITS,
  }: { pages?: number; width?: number; limits?: ProcessLimits } = {},
): Promise<Preview> {
  if (mimeType !== 'application/pdf') return { ok: false, problem: 'No preview for this kind of file' }
  let folder: string | null = null
  try {
    folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'preview-'))
    const input = path.join(folder, 'input.pdf')
    const output = path.join(folder, 'pages')
    await fs.promises.writeFile(input, bytes, { mode: 0o600 })
    await fs.promises.mkdir(output, { mode: 0o700 })
    const run = await runLimited(PREVIEW_WORKER, [input, output, String(pages), String(width)], {
      limits,
      // Only {"pages": n} comes on stdout; the images travel through the folder.
      maxOutputBytes: 1024,
      doing: 'Drawing the preview',
      // Previews are drawn by the jobs queue: a busy pool delays one, never fails it.
      whenBusy: 'wait',
    })
    if (!run.ok) return run
    const { pages: drawn } = JSON.parse(run.stdout.toString('utf8')) as { pages: unknown }
    if (typeof drawn !== 'number' || !Number.isInteger(drawn) || drawn < 1 || drawn > 3) {
      return { ok: false, problem: 'The preview process answered nothing readable' }
    }
    const images: Buffer[] = []
    for (let number = 1; number <= drawn; number++) {
      const file = path.join(output, `page-${number}.jpg`)
      if ((await fs.promises.stat(file)).size > MAX_PAGE_BYTES) return { ok: false, problem: 'A preview page came out larger than it may' }
      images.push(await fs.promises.readFile(file))
    }
    return { ok: true, pages: images }
  } catch {
    return { ok: false, problem: 'The preview could not be made' }
  } finally {
    if (folder) await fs.promises.rm(folder, { recursive: true, force: true }).catch(() => {})
  }
}
