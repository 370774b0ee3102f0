import type { CollectionBeforeValidateHook } from 'payload'

/** The spec saves empty optional fields as null, not as empty text. */
export const emptyStringsToNull =
  (fields: string[]): CollectionBeforeValidateHook =>
  ({ data }) => {
    if (!data) return data
    const next = { ...data }
    for (const field of fields) {
      if (typeof next[field] === 'string' && next[field].trim() === '') next[field] = null
    }
    return next
  }
