// Labels one download of a TLP:AMBER, AMBER+STRICT or RED document for the member who takes it,
// in a process of its own (src/lib/library/tlp/stampDownload.ts starts it with a heap cap and kills it
// past its time), so a hostile or broken file can only take this process down:
//
//   node --max-old-space-size=<MB> stampWorker.mjs <input> <output> <mime type> <JSON of the stamp>
//
// A PDF gets a footer on every page (the label in its colour on black, then who took it when) and
// the label in its subject and keywords; any other file, or a PDF that cannot be changed (an
// encrypted one), goes into a zip under a name with the label and the member, beside a text
// sidecar that says the same. Prints {"kind": "pdf" | "zip"} and exits 0, or the reason on stderr and exits 2.
// Plain JavaScript on purpose: it runs on bare Node, without the app's TypeScript loader.
import JSZip from 'jszip'
import fs from 'node:fs/promises'
import { PDFDocument, PDFPageLeaf, rgb, StandardFonts } from 'pdf-lib'

const [input, output, mimeType, stampJson] = process.argv.slice(2)
/** { label, colour: '#RRGGBB', line, sidecar: string[], fileName, labelledName, sidecarName } */
const stamp = JSON.parse(stampJson)

/** Punctuation the standard PDF fonts lack, in the nearest Latin-1. */
const PLAIN = { '\u2013': '-', '\u2014': '-', '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2026': '...' }
/** The standard PDF fonts write Latin-1 only: other letters lose their accents (ł → l), or become '?'. */
const latin1 = (text) =>
  [...text.normalize('NFC')]
    .map((letter) => {
      if (/[\u0020-\u007e\u00a0-\u00ff]/.test(letter)) return letter
      if (PLAIN[letter]) return PLAIN[letter]
      const bare = letter.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      return /^[\u0020-\u007e\u00a0-\u00ff]+$/.test(bare) ? bare : '?'
    })
    .join('')

const colourOf = (hex) => rgb(...[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255))

/**
 * A PDF of more pages than this goes out in the zip with its sidecar instead of with a footer
 * on every page: a page tree can claim a million pages in 2 KB (each the same object).
 */
const MAX_STAMPED_PAGES = 2000

/** Whether the page tree has more than `max` pages, walked only that far (its /Count may lie). */
function morePagesThan(pdf, max) {
  let pages = 0
  const enough = new Error('enough pages')
  try {
    pdf.catalog.Pages().traverse((node) => {
      if (node instanceof PDFPageLeaf && ++pages > max) throw enough
    })
  } catch (error) {
    if (error === enough) return true
    throw error
  }
  return false
}

async function stampPdf(bytes) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  if (morePagesThan(pdf, MAX_STAMPED_PAGES)) throw new Error(`More than ${MAX_STAMPED_PAGES} pages`)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const label = latin1(stamp.label)
  const line = latin1(stamp.line)
  for (const page of pdf.getPages()) {
    const box = page.getCropBox()
    const height = 16
    page.drawRectangle({ x: box.x, y: box.y, width: box.width, height, color: rgb(0, 0, 0) })
    page.drawText(label, { x: box.x + 8, y: box.y + 5, size: 8, font: bold, color: colourOf(stamp.colour) })
    const start = box.x + 16 + bold.widthOfTextAtSize(label, 8)
    // Cut to the page's width: a long name never runs off the page.
    let shown = line
    while (shown.length > 10 && start + regular.widthOfTextAtSize(shown, 7) > box.x + box.width - 8) shown = `${shown.slice(0, -4)}...`
    page.drawText(shown, { x: start, y: box.y + 5, size: 7, font: regular, color: rgb(1, 1, 1) })
  }
  pdf.setSubject(label)
  pdf.setKeywords([label, line])
  return Buffer.from(await pdf.save())
}

async function zipWithSidecar(bytes) {
  const zip = new JSZip()
  zip.file(stamp.labelledName, bytes)
  zip.file(stamp.sidecarName, `${stamp.sidecar.join('\n')}\n`)
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

try {
  const bytes = await fs.readFile(input)
  let kind = 'zip'
  let result
  if (mimeType === 'application/pdf') {
    try {
      result = await stampPdf(bytes)
      kind = 'pdf'
    } catch {
      // Encrypted or broken beyond pdf-lib: the label travels in the name and the sidecar instead.
      result = null
    }
  }
  result ??= await zipWithSidecar(bytes)
  await fs.writeFile(output, result, { mode: 0o600 })
  process.stdout.write(JSON.stringify({ kind }))
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(2)
}
