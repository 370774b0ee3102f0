import { fileTypeFromBuffer } from 'file-type'
import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'

import { safeFileName } from '@/lib/infrastructure/files/safeFileName'
import {
  IMAGE_DAMAGED,
  IMAGE_MAX_PIXELS,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_MANY_PIXELS,
  INVALID_DOCUMENT,
} from '@/lib/infrastructure/files/uploadLimits'
import { AppError } from '@/lib/shared/errors/appError'

type UploadKind = {
  accepted: readonly string[]
  message: string
  allowPlainText?: boolean
  /** Images: the content must also decode (Payload's resizing would fail with a generic message). */
  decodable?: { message: string }
}

/** Legacy .doc files are OLE compound files; file-type names the container, not Word. */
const COMPOUND_FILE = 'application/x-cfb'

/**
 * Judges an upload by its bytes (magic numbers), not by its name or the type the browser
 * declared: a text file renamed to .png is refused. The detected type replaces the declared
 * one, so Payload's own type check and the stored MIME type both rest on the content, and the
 * file name is made safe. Plain text has no signature: it passes where text is allowed, when it
 * was sent as text/plain (not HTML or script) and its bytes hold no NUL (binary content).
 */
export const checkUploadContent =
  ({ accepted, message, allowPlainText = false, decodable }: UploadKind): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const file = req.file
    if ((operation !== 'create' && operation !== 'update') || !file?.data) return args
    const detected = await fileTypeFromBuffer(file.data)
    let mimeType = detected?.mime as string | undefined
    if (mimeType === COMPOUND_FILE && accepted.includes('application/msword')) mimeType = 'application/msword'
    if (!mimeType && allowPlainText && file.mimetype === 'text/plain' && !file.data.includes(0)) mimeType = 'text/plain'
    if (!mimeType || !accepted.includes(mimeType)) throw new AppError('INVALID_INPUT', message)
    if (decodable) {
      const verdict = await decodes(req.payload.config.sharp, file.data)
      if (verdict === 'too many pixels') throw new AppError('INVALID_INPUT', IMAGE_TOO_MANY_PIXELS)
      if (verdict !== 'decodes') throw new AppError('INVALID_INPUT', decodable.message)
    }
    file.mimetype = mimeType
    file.name = safeFileName(file.name, detected?.ext ?? 'txt')
    return args
  }

/**
 * Whether an image decodes to its last pixel: a damaged or cut-off file has the right signature
 * but makes Payload's resizing fail with 'There was a problem while uploading the file.'. Its
 * size is read from the header first, and an image of more than IMAGE_MAX_PIXELS is refused
 * before any decoding (a decompression bomb never reaches Payload's resizing either).
 */
async function decodes(sharp: SanitizedConfig['sharp'], data: Buffer): Promise<'decodes' | 'damaged' | 'too many pixels'> {
  if (!sharp) return 'decodes'
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(data, { limitInputPixels: false }).metadata()
    if (width * height * Math.max(1, pages) > IMAGE_MAX_PIXELS) return 'too many pixels'
    await sharp(data, { failOn: 'truncated', limitInputPixels: IMAGE_MAX_PIXELS }).resize(8, 8, { fit: 'inside' }).toBuffer()
    return 'decodes'
  } catch {
    return 'damaged'
  }
}

/** Images of the media collection (spec 5: 'Please select an image file.'); a damaged one says so. */
export const checkImageContent = (accepted: readonly string[]) =>
  checkUploadContent({ accepted, message: IMAGE_NOT_AN_IMAGE, decodable: { message: IMAGE_DAMAGED } })

/** Documents and project documents: pdf, doc, docx, txt, xlsx, pptx by their content. */
export const checkDocumentContent = (accepted: readonly string[]) =>
  checkUploadContent({ accepted, message: INVALID_DOCUMENT, allowPlainText: true })
