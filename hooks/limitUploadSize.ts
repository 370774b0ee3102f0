import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'

/**
 * Per-collection file size limit. The global upload limit aborts anything larger than the
 * biggest collection allows; this narrows it (images: 5 MB, as the spec says).
 */
export const limitUploadSize =
  (maxBytes: number, message: string): CollectionBeforeValidateHook =>
  ({ data, req }) => {
    if (req.file && req.file.size > maxBytes) throw new APIError(message, 413, null, true)
    return data
  }
