/**
 * Uploads are judged by their content (magic bytes), not their name or declared type, and
 * stored under safe names: on the real collections against PostgreSQL.
 */
import { describe, expect, test } from 'vitest'

import { safeFileName } from '../../src/lib/infrastructure/files/safeFileName'
import { IMAGE_NOT_AN_IMAGE, INVALID_DOCUMENT } from '../../src/lib/infrastructure/files/uploadLimits'
import { createDoc } from '../support/create'
import { pdfFile, pngFile } from '../support/files'
import { useActors } from '../support/payload'

const given = useActors()

const file = (name: string, data: Buffer, mimetype: string) => ({ name, data, mimetype, size: data.length })
const documentData = { title: 'Upload check', company: 'ACME', documentType: 'Report' }

describe('images', () => {
  test('a text file renamed to .png is refused as not an image', async () => {
    const fake = file('logo.png', Buffer.from('definitely not a picture'), 'image/png')
    await expect(createDoc(given.payload, 'media', { alt: 'Fake' }, { user: given.actors.member, file: fake })).rejects.toMatchObject({
      status: 400,
      message: IMAGE_NOT_AN_IMAGE,
    })
  })

  test('a PDF declared as a JPEG is refused', async () => {
    const pdf = pdfFile()
    await expect(
      createDoc(
        given.payload,
        'media',
        { alt: 'PDF' },
        { user: given.actors.member, file: { ...pdf, name: 'photo.jpg', mimetype: 'image/jpeg' } },
      ),
    ).rejects.toMatchObject({ status: 400, message: IMAGE_NOT_AN_IMAGE })
  })

  test('a real PNG under a misleading name and type is stored as PNG under a safe name', async () => {
    const png = await pngFile()
    const media = await createDoc(
      given.payload,
      'media',
      { alt: 'Real' },
      {
        user: given.actors.member,
        file: { ...png, name: '../../Ünïcode logo <script>.jpg', mimetype: 'image/jpeg' },
      },
    )
    expect(media.mimeType).toBe('image/png')
    expect(media.filename).toMatch(/^Unicode-logo-script(-\d+)?\.png$/)
  })
})

describe('documents', () => {
  test('a PDF, a Word document and plain text are accepted by content', async () => {
    const pdf = await createDoc(given.payload, 'documents', documentData, { file: { ...pdfFile(), mimetype: 'application/octet-stream' } })
    expect(pdf.mimeType).toBe('application/pdf')
    const text = await createDoc(given.payload, 'documents', documentData, {
      file: file('notes.txt', Buffer.from('Plain notes, UTF-8: ä ö ü'), 'text/plain'),
    })
    expect(text.mimeType).toBe('text/plain')
  })

  test('an executable or binary renamed to .pdf or .txt is refused', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
    await expect(
      createDoc(given.payload, 'documents', documentData, { file: file('report.pdf', elf, 'application/pdf') }),
    ).rejects.toMatchObject({
      status: 400,
      message: INVALID_DOCUMENT,
    })
    const binary = Buffer.from([0x41, 0x00, 0x42, 0x00, 0x43])
    await expect(
      createDoc(given.payload, 'documents', documentData, { file: file('notes.txt', binary, 'text/plain') }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  test('an image is not a document', async () => {
    const png = await pngFile()
    await expect(
      createDoc(
        given.payload,
        'project-documents',
        { title: 'Picture' },
        { file: { ...png, name: 'plan.pdf', mimetype: 'application/pdf' } },
      ),
    ).rejects.toMatchObject({
      status: 400,
    })
  })
})

test('file names lose folders, control and shell characters, and take the content extension', () => {
  expect(safeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt')
  expect(safeFileName('Résumé (final) v2.PDF', 'pdf')).toBe('Resume-final-v2.pdf')
  expect(safeFileName('$(rm -rf ~);.png', 'png')).toBe('rm-rf.png')
  expect(safeFileName('', 'png')).toBe('file.png')
  expect(safeFileName(`${'a'.repeat(300)}.png`, 'png')).toHaveLength(84)
})
