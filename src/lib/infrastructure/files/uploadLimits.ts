/** Size limits for uploads; the global request limit is the largest of them. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024

export const IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB.'
export const DOCUMENT_TOO_LARGE = 'Please select a file smaller than 25MB.'

/** Spec 5's message for an upload whose content is not an image, whatever its name says. */
export const IMAGE_NOT_AN_IMAGE = 'Please select an image file.'
/** Spec 5's titles of the two image refusals, which the admin's toasts show before the text. */
export const INVALID_FILE_TITLE = 'Invalid File'
export const FILE_TOO_LARGE_TITLE = 'File Too Large'
/**
 * The most pixels an uploaded image may have, read from its header before anything is decoded: a
 * PNG of a quarter MB can declare 16,000 × 16,000 pixels, 256 MB decoded in the server's own
 * process (sharp's own default limit is 268 million). 50 million is a 45-megapixel camera's photo.
 */
export const IMAGE_MAX_PIXELS = 50_000_000
export const IMAGE_TOO_MANY_PIXELS = 'This image has too many pixels (at most 50 megapixels). Please select a smaller image.'
/** An upload that is an image by its signature but does not decode (cut off or corrupted). */
export const IMAGE_DAMAGED = 'This image file is damaged or incomplete and cannot be read. Please select another image.'
export const INVALID_DOCUMENT = 'Please select a PDF, Word, Excel, PowerPoint or text file.'

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']

/** The spec's accepted document types: pdf, doc, docx, txt, xlsx, pptx. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]
