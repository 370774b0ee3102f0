import type { File } from 'payload'
import sharp from 'sharp'

/** A file for an upload collection, as the local API takes it. */
export const uploadFile = (name: string, data: Buffer, mimetype: string): File => ({ name, data, mimetype, size: data.length })

/** A small but valid one-page PDF with a title and a few lines of text (Latin-1 letters such as ä, é or ß kept). */
export function buildPdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
  const text = [
    'BT /F1 20 Tf 72 740 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]
  return pdfFromObjects(objects)
}

/**
 * A PDF of numbered objects (the first is the catalog) with a correct cross-reference table, so
 * readers need not repair it; `header` is the version line and any binary marker.
 */
export function pdfFromObjects(objects: string[], header = '%PDF-1.4\n'): Buffer {
  let body = header
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A square PNG with a coloured background and initials, as a logo or avatar placeholder. */
export async function buildBadgePng(label: string, color: string, size = 256): Promise<Buffer> {
  const initials = label
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${color}"/>
    <text x="50%" y="54%" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.38}"
      font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${initials}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A 16:9 banner PNG for events, projects and surveys. */
export async function buildBannerPng(color: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="1040" cy="160" r="260" fill="${accent}" opacity="0.35"/>
    <rect x="80" y="520" width="520" height="24" rx="12" fill="#ffffff" opacity="0.6"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
