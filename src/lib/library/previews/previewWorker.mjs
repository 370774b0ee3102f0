// Draws the first pages of one PDF as small JPEG previews, in a process of its own
// (src/lib/library/previews/renderPreview.ts starts it with a heap cap and kills it past its time), so a
// hostile or broken file can only take this process down, never the server:
//
//   node --max-old-space-size=<MB> previewWorker.mjs <input PDF> <output folder> <pages> <width>
//
// Writes page-1.jpg, page-2.jpg… (at most 3) into the output folder, each <width> px wide, prints
// {"pages": n} and exits 0, or prints the reason on one line on stderr and exits 2.
// Plain JavaScript on purpose: it runs on bare Node, without the app's TypeScript loader.
import { createCanvas } from '@napi-rs/canvas'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const [input, output, pagesArgument, widthArgument] = process.argv.slice(2)
const wantedPages = Math.min(Math.max(Math.trunc(Number(pagesArgument)) || 1, 1), 3)
const width = Math.min(Math.max(Math.trunc(Number(widthArgument)) || 640, 16), 2000)
/**
 * A preview shows the top of a very tall page, not all of it: the canvas lives outside the heap
 * cap, and a page 1 pt wide and 200 inches tall would otherwise ask for a canvas of millions of rows.
 */
const maxHeight = width * 3
const JPEG_QUALITY = 70
/**
 * Images above this many pixels are left out of the preview, before they are decoded: a PDF of a
 * few hundred KB can hold a 7000 × 7000 JPEG that decodes to hundreds of MB. 20 million pixels is
 * an A3 page scanned at 300 dpi. (--max-old-space-size caps only the JavaScript heap; decoded
 * images and the canvas live outside it.)
 */
const MAX_IMAGE_PIXELS = 20_000_000

/** PDF.js's own font data and character maps, read from disk: nothing is fetched from the network. */
const pdfjsFolder = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

async function renderPages() {
  // The legacy build runs on bare Node; there PDF.js parses in this thread (no worker thread).
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(await fs.readFile(input)),
    isEvalSupported: false,
    // Glyphs drawn as paths: no @font-face, no system fonts, no font downloads.
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${pdfjsFolder}/standard_fonts/`,
    cMapUrl: `${pdfjsFolder}/cmaps/`,
    cMapPacked: true,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  }).promise
  try {
    const count = Math.min(wantedPages, pdf.numPages)
    for (let number = 1; number <= count; number++) {
      const page = await pdf.getPage(number)
      const scale = width / page.getViewport({ scale: 1 }).width
      const viewport = page.getViewport({ scale })
      const canvas = createCanvas(width, Math.max(1, Math.min(Math.ceil(viewport.height), maxHeight)))
      const context = canvas.getContext('2d')
      // JPEG has no transparency: a page that paints no background is white, not black.
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      await page.render({ canvasContext: context, viewport }).promise
      await fs.writeFile(path.join(output, `page-${number}.jpg`), await canvas.encode('jpeg', JPEG_QUALITY), { mode: 0o600 })
      page.cleanup()
    }
    return count
  } finally {
    await pdf.destroy()
  }
}

try {
  const pages = await renderPages()
  process.stdout.write(`${JSON.stringify({ pages })}\n`)
} catch (error) {
  // PDF.js's names for the two usual failures, said in the product's words.
  const message =
    error?.name === 'PasswordException'
      ? 'The PDF is protected by a password'
      : error?.name === 'InvalidPDFException'
        ? 'The file is not a readable PDF'
        : /maximum call stack/i.test(String(error?.message ?? error))
          ? 'The file is nested too deeply to read'
          : String(error?.message ?? error)
  process.stderr.write(`${message.replace(/\s+/g, ' ').slice(0, 300)}\n`)
  process.exit(2)
}
