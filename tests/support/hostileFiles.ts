import zlib from 'node:zlib'

import { buildPdf, pdfFromObjects } from '../../src/seed/files'

/**
 * The hostile-file corpus (issue 43, item 7), made by the tests themselves: nothing is
 * downloaded. Each file is small on disk (at most a few MB) and costs its reader far more:
 * nesting that recursive parsers follow, a page tree that claims a million pages, zip entries and
 * image data that inflate to hundreds of MB or a GB, and files cut off in the middle.
 */
export type HostileFile = { name: string; data: Buffer; mimeType: string }

export const PDF = 'application/pdf'
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

/** A PDF of numbered objects, marked binary as PDF writers do. */
const pdfOf = (objects: string[]) => pdfFromObjects(objects, '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')

const PAGE = '/Type /Page /MediaBox [0 0 595 842] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>'

/** One page whose dictionary holds arrays nested `depth` deep, and a content stream nested as deep. */
export function deeplyNestedPdf(depth = 100_000): HostileFile {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`
  const content = `q ${'['.repeat(depth)}${']'.repeat(depth)} pop Q BT /F1 12 Tf 72 720 Td (Nested) Tj ET`
  const data = pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< ${PAGE} /Parent 2 0 R /Contents 4 0 R /Nest ${nested} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ])
  return { name: 'deeply-nested.pdf', data, mimeType: PDF }
}

/**
 * A page tree of `levels` levels whose every node names the node below twice: 2^levels pages
 * (a million at 20) in under 2 KB, each page the same object.
 */
export function hugePageCountPdf(levels = 20): HostileFile {
  const leaf = levels + 2
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>']
  for (let level = 0; level < levels; level++) {
    const below = level + 3
    const parent = level === 0 ? '' : ` /Parent ${level + 1} 0 R`
    const kids = level === levels - 1 ? `${leaf + 1} 0 R ${leaf + 1} 0 R` : `${below} 0 R ${below} 0 R`
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${2 ** (levels - level)}${parent} >>`)
  }
  const content = 'BT /F1 12 Tf 72 720 Td (One of a million) Tj ET'
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)
  objects.push(`<< ${PAGE} /Parent ${levels + 1} 0 R /Contents ${leaf} 0 R >>`)
  return { name: 'million-pages.pdf', data: pdfOf(objects), mimeType: PDF }
}

/**
 * A raw DEFLATE stream of `size` bytes of `fill`, without holding them: one compressed block of
 * 1 MB, flushed so it stands alone, repeated, then the rest and an empty final block. Its CRC-32
 * and Adler-32 come along for the containers (zip, PNG's zlib).
 */
function deflateOfRepeated(size: number, fill: number): { deflated: Buffer; crc: number; adler: number } {
  const CHUNK = 1024 * 1024
  const chunk = Buffer.alloc(CHUNK, fill)
  const block = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH })
  const whole = Math.floor(size / CHUNK)
  const rest = Buffer.alloc(size - whole * CHUNK, fill)
  const parts: Buffer[] = Array.from({ length: whole }, () => block)
  parts.push(zlib.deflateRawSync(rest, { level: 9 }))
  let crc = 0
  for (let index = 0; index < whole; index++) crc = zlib.crc32(chunk, crc)
  crc = zlib.crc32(rest, crc)
  // Adler-32 of `size` bytes of `fill`: a = 1 + size·fill, b = Σ of the running a's, both mod 65521.
  const MOD = 65521n
  const n = BigInt(size)
  const f = BigInt(fill)
  const a = (1n + n * f) % MOD
  const b = (n + f * ((n * (n + 1n)) / 2n)) % MOD
  return { deflated: Buffer.concat(parts), crc: crc >>> 0, adler: Number((b << 16n) | a) >>> 0 }
}

/** A bomb entry's data: `size` bytes of `fill`; `declared` is the size its headers claim (the true one unless a test lies). */
type ZipEntry = { name: string; data: Buffer } | { name: string; bomb: { size: number; fill: number; declared?: number } }

/** A zip (DEFLATE entries) written by hand, so an entry can declare and hold a GB without the test building it. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const { deflated, crc, size } =
      'data' in entry
        ? { deflated: zlib.deflateRawSync(entry.data), crc: zlib.crc32(entry.data) >>> 0, size: entry.data.length }
        : { ...deflateOfRepeated(entry.bomb.size, entry.bomb.fill), size: entry.bomb.declared ?? entry.bomb.size }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(0, 10)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(deflated.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(0, 12)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(deflated.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, deflated)
    centrals.push(central, name)
    offset += local.length + name.length + deflated.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8')
const contentTypes = (main: string, part: string) =>
  xml(
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="${part}" ContentType="${main}"/></Types>`,
  )
const rootRels = (target: string) =>
  xml(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`,
  )

/** 1 GiB of spaces behind the main part's name: a few MB on disk. */
const GIB = 1024 * 1024 * 1024 - 1

/** A Word file whose document.xml inflates to a GiB; `declared` makes its zip directory claim less. */
export function docxZipBomb({ size = GIB, declared }: { size?: number; declared?: number } = {}): HostileFile {
  const data = zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', '/word/document.xml'),
    },
    { name: '_rels/.rels', data: rootRels('word/document.xml') },
    { name: 'word/document.xml', bomb: { size, fill: 0x20, declared } },
  ])
  return { name: declared === undefined ? 'bomb.docx' : 'lying-bomb.docx', data, mimeType: DOCX }
}

/** A PowerPoint file whose first slide inflates to a GiB. */
export function pptxZipBomb(size = GIB): HostileFile {
  const data = zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.presentationml.slide+xml', '/ppt/slides/slide1.xml'),
    },
    { name: '_rels/.rels', data: rootRels('ppt/presentation.xml') },
    { name: 'ppt/presentation.xml', data: xml('<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>') },
    { name: 'ppt/slides/slide1.xml', bomb: { size, fill: 0x20 } },
  ])
  return { name: 'bomb.pptx', data, mimeType: PPTX }
}

/** A small Word file that reads "Hostile corpus": cut in half below. */
function smallDocx(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', '/word/document.xml'),
    },
    { name: '_rels/.rels', data: rootRels('word/document.xml') },
    {
      name: 'word/document.xml',
      data: xml(
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${'Hostile corpus '.repeat(200)}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ])
}

function smallPptx(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.presentationml.slide+xml', '/ppt/slides/slide1.xml'),
    },
    { name: '_rels/.rels', data: rootRels('ppt/presentation.xml') },
    { name: 'ppt/presentation.xml', data: xml('<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>') },
    {
      name: 'ppt/slides/slide1.xml',
      data: xml(`<p:sld xmlns:p="p" xmlns:a="a"><a:p><a:r><a:t>${'Hostile corpus '.repeat(200)}</a:t></a:r></a:p></p:sld>`),
    },
  ])
}

/** Each kind cut off at 60 % of its bytes: a download that broke, or a file truncated on purpose. */
export function truncatedFiles(): HostileFile[] {
  const cut = (data: Buffer) => data.subarray(0, Math.floor(data.length * 0.6))
  return [
    {
      name: 'truncated.pdf',
      data: cut(
        buildPdf(
          'Hostile corpus',
          Array.from({ length: 40 }, (_, line) => `Line ${line}`),
        ),
      ),
      mimeType: PDF,
    },
    { name: 'truncated.docx', data: cut(smallDocx()), mimeType: DOCX },
    { name: 'truncated.pptx', data: cut(smallPptx()), mimeType: PPTX },
  ]
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/**
 * A grey PNG of `width` × `height` pixels, all black: its image data is zeros, so 16,000 × 16,000
 * (256 million pixels, under sharp's own default limit of 268 million) is a quarter of a MB on disk
 * and 256 MB decoded.
 */
export function pngBomb(width = 16_000, height = 16_000): HostileFile {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // 8 bits a sample
  header.writeUInt8(0, 9) // greyscale
  const raw = height * (width + 1) // each row: its filter byte (0) and its pixels (0)
  const { deflated, adler } = deflateOfRepeated(raw, 0)
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(adler)
  const idat = Buffer.concat([Buffer.from([0x78, 0xda]), deflated, trailer])
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { name: `bomb-${width}x${height}.png`, data, mimeType: 'image/png' }
}

/** A real PNG cut off in its image data. */
export function truncatedPng(): HostileFile {
  const full = pngBomb(400, 400).data
  return { name: 'truncated.png', data: full.subarray(0, Math.floor(full.length * 0.6)), mimeType: 'image/png' }
}
