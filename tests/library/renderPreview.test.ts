/**
 * Previews of uploaded documents: the first pages of a PDF drawn as small JPEGs by PDF.js in a
 * limited child process, nothing spawned for a file of another kind, and a broken, locked or
 * slow PDF answered with a problem, never an exception. The real worker, no database.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import * as limited from '../../src/lib/infrastructure/childProcess/runLimited'
import { PREVIEW_WIDTH, renderPreview } from '../../src/lib/library/previews/renderPreview'
import { buildPdf } from '../../src/seed/files'

// The real runLimited, watched: a file with no preview must not start a process at all.
vi.mock('../../src/lib/infrastructure/childProcess/runLimited', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/infrastructure/childProcess/runLimited')>()
  return { ...actual, runLimited: vi.fn(actual.runLimited) }
})
const runLimited = vi.mocked(limited.runLimited)

/** Three US Letter pages, each with a heading of its own (buildPdf makes one page only). */
async function threePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (let number = 1; number <= 3; number++) {
    const page = pdf.addPage([612, 792])
    page.drawText(`Quarterly report, page ${number}`, { x: 72, y: 700, size: 24, font })
    page.drawRectangle({ x: 72, y: 400, width: 300, height: 200, borderWidth: 4 })
  }
  return Buffer.from(await pdf.save())
}

/**
 * A PDF locked with a user password (standard security handler, revision 2): its /U entry is
 * random bytes, so the empty password never matches and PDF.js asks for one.
 */
function lockedPdf(): Buffer {
  const hex = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, index) => (index * 37 + 11) % 256)).toString('hex')
  const text = buildPdf('Locked report', ['Only with the password']).toString('latin1')
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /Length 40 /O <${hex(32)}> /U <${hex(32).split('').reverse().join('')}> /P -4 >> /ID [<${hex(16)}> <${hex(16)}>]`
  return Buffer.from(text.replace('/Root 1 0 R >>', `/Root 1 0 R ${encrypt} >>`), 'latin1')
}

const isJpeg = (image: Buffer) => image.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))

/** The temporary folders of previews: each render removes its own. */
const previewFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('preview-'))

describe('document previews', () => {
  let report: Buffer
  let foldersBefore: string[]

  // A temporary folder of this file's own: the other test parts draw previews at the same time,
  // and a folder of theirs in the shared one is not this file's leftover (a CI run saw one).
  const sharedTmp = process.env.TMPDIR
  beforeAll(async () => {
    process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-test-'))
    report = await threePagePdf()
    foldersBefore = previewFolders()
  })
  beforeEach(() => {
    runLimited.mockClear()
  })
  afterAll(() => {
    const own = os.tmpdir()
    expect(previewFolders().filter((name) => !foldersBefore.includes(name))).toEqual([])
    if (sharedTmp === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = sharedTmp
    fs.rmSync(own, { recursive: true, force: true })
  })

  test('the first two pages of a PDF become JPEGs 640 px wide, with something drawn on them', async () => {
    const started = Date.now()
    const preview = await renderPreview(report, 'application/pdf')
    console.info(`Two preview pages drawn in ${Date.now() - started} ms`)

    expect(preview.ok).toBe(true)
    if (!preview.ok) return
    expect(preview.pages).toHaveLength(2)
    expect(runLimited).toHaveBeenCalledTimes(1)
    for (const image of preview.pages) {
      expect(isJpeg(image)).toBe(true)
      const { format, width, height } = await sharp(image).metadata()
      expect(format).toBe('jpeg')
      expect(width).toBe(PREVIEW_WIDTH)
      // US Letter is 11/8.5 as tall as it is wide.
      expect(height).toBeGreaterThan(800)
      // Not a blank page: the heading and the box are dark on white.
      const { channels } = await sharp(image).stats()
      expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(100)
      expect(channels[0]!.max).toBeGreaterThan(240)
    }
    // Each page is drawn from its own page, not the first one twice.
    expect(preview.pages[0]!.equals(preview.pages[1]!)).toBe(false)
  })

  test('pages: 1 draws the first page only', async () => {
    const started = Date.now()
    const preview = await renderPreview(report, 'application/pdf', { pages: 1 })
    console.info(`One preview page drawn in ${Date.now() - started} ms`)

    expect(preview.ok && preview.pages.length).toBe(1)
  })

  test('a PDF shorter than asked for gives the pages it has', async () => {
    const preview = await renderPreview(buildPdf('One-page memo', ['A single line']), 'application/pdf', { pages: 3 })

    expect(preview.ok && preview.pages.length).toBe(1)
  })

  test('a text file has no preview, and no process is started for it', async () => {
    const preview = await renderPreview(Buffer.from('Minutes of the meeting\n'), 'text/plain')

    expect(preview).toEqual({ ok: false, problem: 'No preview for this kind of file' })
    expect(runLimited).not.toHaveBeenCalled()
  })

  test('bytes that are no PDF, labelled as one, give a problem', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 251))
    const preview = await renderPreview(garbage, 'application/pdf')

    expect(preview).toEqual({ ok: false, problem: 'The file is not a readable PDF' })
    expect(runLimited).toHaveBeenCalledTimes(1)
  })

  test('a PDF locked with a password gives a problem that says so', async () => {
    const preview = await renderPreview(lockedPdf(), 'application/pdf')

    expect(preview).toEqual({ ok: false, problem: 'The PDF is protected by a password' })
  })

  test('drawing past the time limit is stopped and says so', async () => {
    const preview = await renderPreview(report, 'application/pdf', { limits: { timeoutMs: 1, memoryMb: 256 } })

    expect(preview.ok).toBe(false)
    expect(!preview.ok && preview.problem).toMatch(/took longer than 1 ms/)
  })
})
