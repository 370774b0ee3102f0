import type { CollectionBeforeOperationHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'

/**
 * Per-collection file size limit, checked before Payload processes the file. The global
 * upload limit aborts anything larger than the biggest collection allows; this narrows it
 * (images: 5 MB, as the spec says).
 */
export const limitUploadSize =
  (maxBytes: number, message: string): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if ((operation === 'create' || operation === 'update') && req.file && req.file.size > maxBytes) {
      throw new AppError('TOO_LARGE', message)
    }
    return args
  }
