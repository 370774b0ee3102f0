import type { CollectionBeforeValidateHook } from 'payload'

/** E-mail addresses are stored trimmed and lowercased, so uniqueness can't be dodged by case. */
export const normalizeEmail =
  (field = 'email'): CollectionBeforeValidateHook =>
  ({ data }) => {
    if (!data || typeof data[field] !== 'string') return data
    return { ...data, [field]: data[field].trim().toLowerCase() }
  }
