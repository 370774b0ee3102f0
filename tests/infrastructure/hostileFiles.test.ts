/**
 * The hostile-file corpus (issue 43, item 7), made here (tests/support/hostileFiles.ts): a deeply
 * nested PDF, a PDF claiming a million pages, Word and PowerPoint zip bombs (one whose zip
 * directory lies about the size), an image decompression bomb and truncated files. Each goes
 * through the preview, text-reading and labelling paths with their production limits, and the
 * images through the image upload (Media, which organization logos use too): each is refused with
 * a clear problem or processed within the worker's limits, while a health check over real HTTP
 * keeps answering. The test process (the server here) and its workers' memory and CPU are printed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS } from '../../src/lib/infrastructure/files/uploadLimits'
import { extractInChildProcess, EXTRACTION_LIMITS } from '../../src/lib/library/documentText/extractInChildProcess'
import { PREVIEW_LIMITS, renderPreview } from '../../src/lib/library/previews/renderPreview'
import { STAMP_LIMITS, stampDownload } from '../../src/lib/library/tlp/stampDownload'
import { pollHealth, startAppHttpServer } from '../support/appHttpServer'
import {
  deeplyNestedPdf,
  docxZipBomb,
  type HostileFile,
  hugePageCountPdf,
  pngBomb,
  pptxZipBomb,
  truncatedFiles,
  truncatedPng,
} from '../support/hostileFiles'
import { useActors } from '../support/payload'
import { measureLoad } from '../support/processLoad'
import { rest, tokenOf } from '../support/rest'

const given = useActors()

/** What each path must make of each file: ok, or a problem matching the pattern. */
type Expected = { preview: true | RegExp; text: true | RegExp; stamp: 'pdf' | 'zip' }
const NO_PREVIEW = /^No preview for this kind of file$/
const CORPUS: [() => HostileFile, Expected][] = [
  [() => deeplyNestedPdf(), { preview: /nested too deeply/, text: /nested too deeply/, stamp: 'pdf' }],
  [() => hugePageCountPdf(), { preview: true, text: true, stamp: 'zip' }],
  [() => docxZipBomb(), { preview: NO_PREVIEW, text: /unpacks to 1024 MB, more than the 100 MB/, stamp: 'zip' }],
  [() => docxZipBomb({ declared: 4000 }), { preview: NO_PREVIEW, text: /needed more than \d+ MB/, stamp: 'zip' }],
  [() => pptxZipBomb(), { preview: NO_PREVIEW, text: /unpacks to 1024 MB, more than the 100 MB/, stamp: 'zip' }],
  ...truncatedFiles().map((file): [() => HostileFile, Expected] => [
    () => file,
    file.mimeType === 'application/pdf'
      ? { preview: /not a readable PDF/, text: /Invalid PDF structure/, stamp: 'zip' }
      : { preview: NO_PREVIEW, text: /not a readable Word or PowerPoint file/, stamp: 'zip' },
  ]),
]

let server: Awaited<ReturnType<typeof startAppHttpServer>>
let folder: string
beforeAll(async () => {
  server = await startAppHttpServer(given.payload)
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'))
})
afterAll(async () => {
  await server?.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const outcome = (run: { ok: boolean; problem?: string }) => (run.ok ? true : run.problem!)

describe('hostile files', () => {
  test('each file is refused with a clear problem or processed within the limits by preview, text reading and labelling; the health check keeps answering', async () => {
    // Made before the measurement (a GiB's CRC is the attacker's work, not the server's), and the
    // health check answered once, so its first compilation is not counted.
    const corpus = CORPUS.map(([make, expected]) => ({ file: make(), expected }))
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())
    const health = await pollHealth(server.url)
    const { result: seen, load } = await measureLoad(async () => {
      const seen: { name: string; path: string; ms: number; outcome: true | string; kind?: string }[] = []
      const timed = async <T extends { ok: boolean; problem?: string; mimeType?: string }>(
        name: string,
        which: string,
        run: () => Promise<T>,
      ) => {
        const started = Date.now()
        const result = await run()
        const kind = which === 'stamp' && result.ok ? (result.mimeType === 'application/pdf' ? 'pdf' : 'zip') : undefined
        seen.push({ name, path: which, ms: Date.now() - started, outcome: outcome(result), kind })
      }
      // The three paths of a file at once, as an upload's jobs and a download would meet.
      for (const { file } of corpus) {
        const onDisk = path.join(folder, file.name)
        fs.writeFileSync(onDisk, file.data)
        await Promise.all([
          timed(file.name, 'preview', () => renderPreview(file.data, file.mimeType)),
          timed(file.name, 'text', () => extractInChildProcess(onDisk, file.mimeType)),
          timed(file.name, 'stamp', () =>
            stampDownload(file.data, {
              fileName: file.name,
              mimeType: file.mimeType,
              level: 'amber',
              recipient: { name: 'Hostile Tester', email: 'hostile@test.example' },
              language: 'en',
            }),
          ),
        ])
        fs.rmSync(onDisk)
      }
      return seen
    })
    const checks = await health.stop()
    console.log(`Hostile corpus: ${JSON.stringify({ load, health: checks })}`)
    console.table(seen.map((row) => ({ ...row, outcome: row.outcome === true ? 'ok' : row.outcome })))

    corpus.forEach(({ file: { name }, expected }) => {
      const of = (which: string) => seen.find((row) => row.name === name && row.path === which)!
      for (const [which, want] of [
        ['preview', expected.preview],
        ['text', expected.text],
      ] as const) {
        const got = of(which).outcome
        if (want === true) expect({ name, which, got }).toEqual({ name, which, got: true })
        else expect({ name, which, got }).toEqual({ name, which, got: expect.stringMatching(want) })
      }
      expect({ name, stamp: of('stamp').outcome, kind: of('stamp').kind }).toEqual({ name, stamp: true, kind: expected.stamp })
    })
    // Within the production limits: no run reached its kill time.
    const slowest = Math.max(...seen.map((row) => row.ms))
    expect(slowest).toBeLessThan(Math.min(PREVIEW_LIMITS.timeoutMs, EXTRACTION_LIMITS.timeoutMs, STAMP_LIMITS.timeoutMs))
    // The server's event loop never waited on a file: the health check answered throughout, and no
    // turn of the loop took 250 ms of its thread's CPU (7-26 ms measured; each file took its worker
    // 1.7-4 s, which a parse on the loop would have put into one turn). The bound leaves room for
    // the ~100 ms chunks of the host's steal that the counter holds (tests/support/processLoad.ts).
    // Wall-clock times are reported, not bounded: on a shared runner they hold other processes' time too.
    expect(checks.failures).toBe(0)
    expect(checks.checks).toBeGreaterThan(5)
    expect(load.longestTurnCpuMs).toBeLessThan(250)
  })

  test('image uploads: a decompression bomb under and over sharp’s own limit is refused from its header, a truncated image as damaged', async () => {
    const token = await tokenOf(given.payload, given.actors.member)
    const upload = async (file: HostileFile) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ alt: file.name }))
      form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.name)
      return rest('POST', 'media', { token, body: form })
    }
    // Made before the measurement: building a bomb is the attacker's work, not the server's.
    const files = { bomb: pngBomb(16_000, 16_000), hugeBomb: pngBomb(30_000, 30_000), truncated: truncatedPng() }
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())
    const health = await pollHealth(server.url, 20)
    const { result, load } = await measureLoad(async () => ({
      bomb: await upload(files.bomb),
      hugeBomb: await upload(files.hugeBomb),
      truncated: await upload(files.truncated),
    }))
    const checks = await health.stop()
    console.log(`Image bombs: ${JSON.stringify({ load, health: checks })}`)
    expect({ status: result.bomb.status, message: result.bomb.body?.errors?.[0]?.message }).toEqual({
      status: 400,
      message: IMAGE_TOO_MANY_PIXELS,
    })
    expect({ status: result.hugeBomb.status, message: result.hugeBomb.body?.errors?.[0]?.message }).toEqual({
      status: 400,
      message: IMAGE_TOO_MANY_PIXELS,
    })
    expect({ status: result.truncated.status, message: result.truncated.body?.errors?.[0]?.message }).toEqual({
      status: 400,
      message: IMAGE_DAMAGED,
    })
    // Refused from the header: the 256 MB of pixels were never decoded in this process.
    expect(load.rssMb.peak - load.rssMb.before).toBeLessThan(150)
    expect(checks.failures).toBe(0)
    const stored = await given.payload.count({ collection: 'media', where: { alt: { like: 'bomb-' } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })
})
