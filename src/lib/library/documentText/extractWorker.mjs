// Reads the text of one file, in a process of its own (src/lib/library/documentText/extractInChildProcess.ts
// starts it with a heap cap and kills it past its time), so a hostile or broken file can only
// take this process down, never the server:
//
//   node --max-old-space-size=<MB> extractWorker.mjs <file> <mime type> <max characters>
//
// Prints {"text": "..."} on stdout and exits 0, or prints the reason on stderr and exits 2.
// Plain JavaScript on purpose: it runs on bare Node, without the app's TypeScript loader.
import fs from 'node:fs/promises'

const [file, mimeType, maxCharsArgument] = process.argv.slice(2)
const maxChars = Number(maxCharsArgument) || 200_000

/**
 * A PDF's text is read from its first MAX_PAGES pages: a page tree can claim a million pages in
 * 2 KB (each the same object), and search needs the words of the first pages, not all.
 */
const MAX_PAGES = 500
/**
 * A Word or PowerPoint file may unpack to at most this much, as its zip's directory declares
 * before anything is inflated: a zip bomb of a few MB declaring a GB is refused at once. (An entry
 * that declares less than it holds is caught by the heap and memory caps of this process.)
 */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const TEXT = 'text/plain'

/** PDF.js (Mozilla), without eval, fonts or a worker thread: only the text of each page, until enough is read. */
async function pdfText(data) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  }).promise
  const pages = []
  let length = 0
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES) && length < maxChars; number++) {
    const page = await pdf.getPage(number)
    const content = await page.getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('')
    pages.push(text)
    length += text.length
    page.cleanup()
  }
  await pdf.destroy()
  return pages.join('\n')
}

/**
 * The sum of the unpacked sizes a zip's central directory declares, read without inflating
 * anything (linear in the directory): the end record's offset and count, then each entry's size.
 */
function declaredUnpackedBytes(data) {
  const END = 0x06054b50
  const CENTRAL = 0x02014b50
  // The end record is in the last 22 + 65,535 bytes (its comment is at most that long).
  let end = -1
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at--) {
    if (data.readUInt32LE(at) === END) {
      end = at
      break
    }
  }
  if (end < 0) throw new Error('The file is not a readable Word or PowerPoint file (its zip directory is missing)')
  const count = data.readUInt16LE(end + 10)
  let at = data.readUInt32LE(end + 16)
  let total = 0
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL)
      throw new Error('The file is not a readable Word or PowerPoint file (its zip directory is damaged)')
    total += data.readUInt32LE(at + 24)
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32)
  }
  return total
}

function refuseZipBomb(data) {
  const unpacked = declaredUnpackedBytes(data)
  if (unpacked > MAX_UNPACKED_BYTES)
    throw new Error(
      `The file unpacks to ${Math.round(unpacked / 1024 / 1024)} MB, more than the ${MAX_UNPACKED_BYTES / 1024 / 1024} MB that are read`,
    )
}

/** Word: mammoth's raw text (paragraphs on lines of their own). */
async function docxText(data) {
  refuseZipBomb(data)
  const mammoth = (await import('mammoth')).default
  return (await mammoth.extractRawText({ buffer: data })).value
}

const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decodeXml = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, entity) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity.toLowerCase()] ?? match
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' '
  })

/** PowerPoint: the text runs (a:t) of each slide, in slide order, a paragraph (a:p) per line. */
async function pptxText(data) {
  refuseZipBomb(data)
  const JSZip = (await import('jszip')).default
  const zip = await JSZip.loadAsync(data)
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((slide) => slide.number > 0)
    .sort((a, b) => a.number - b.number)
  const texts = []
  let length = 0
  for (const slide of slides) {
    if (length >= maxChars) break
    const xml = await zip.file(slide.name).async('string')
    const paragraphs = xml
      .split(/<\/a:p>/)
      .map((paragraph) => [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((run) => decodeXml(run[1])).join(''))
      .filter((line) => line.trim() !== '')
    texts.push(paragraphs.join('\n'))
    length += texts.at(-1).length
  }
  return texts.join('\n\n')
}

/** Plain text: UTF-8, and a file that is not is refused rather than stored as mojibake. */
function plainText(data) {
  return new TextDecoder('utf-8', { fatal: true }).decode(data)
}

const READERS = { [PDF]: pdfText, [DOCX]: docxText, [PPTX]: pptxText, [TEXT]: plainText }

try {
  const read = READERS[mimeType]
  if (!read) throw new Error(`No text is read from ${mimeType} files`)
  const text = await read(await fs.readFile(file))
  process.stdout.write(JSON.stringify({ text: String(text).slice(0, maxChars) }))
  process.exitCode = 0
} catch (error) {
  // A recursive parser's overflow, said in the product's words.
  const message = /maximum call stack/i.test(String(error?.message ?? error))
    ? 'The file is nested too deeply to read'
    : String(error?.message ?? error)
  process.stderr.write(message.slice(0, 1000))
  process.exitCode = 2
}
