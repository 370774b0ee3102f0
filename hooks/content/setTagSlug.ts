import type { FieldHook } from 'payload'

import { slugOfTagName } from '@/lib/content/tags/tagFrameworks'

/** A tag without a slug gets one from its name, so an admin only types the name; a typed slug is kept (lower-cased, trimmed). */
export const setTagSlug: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
  const name = typeof siblingData?.name === 'string' ? siblingData.name : ''
  return slugOfTagName(name) || value
}
