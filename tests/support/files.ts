import type { File } from 'payload'
import sharp from 'sharp'

import { buildPdf } from '../../src/seed/files'

let counter = 0
const unique = (base: string, extension: string) => `${base}-${Date.now()}-${counter++}.${extension}`

export const pdfFile = (base = 'test-document'): File => {
  const data = buildPdf('Test document', ['Made by the test suite.'])
  return { name: unique(base, 'pdf'), data, mimetype: 'application/pdf', size: data.length }
}

export const pngFile = async (base = 'test-image', bytes?: Buffer): Promise<File> => {
  const data =
    bytes ??
    (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer())
  return { name: unique(base, 'png'), data, mimetype: 'image/png', size: data.length }
}
