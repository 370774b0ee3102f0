import type { FieldHook } from 'payload'

/** E-mail domains are stored trimmed, lowercased, without a leading '@', once each. */
export const normalizeDomains: FieldHook = ({ value }) => {
  if (!Array.isArray(value)) return value
  // Nothing is dropped: an entry that is no domain ('@', '') is refused by the field's validation.
  const domains = value.map((entry) => (typeof entry === 'string' ? entry.trim().toLowerCase().replace(/^@/, '') : entry))
  return [...new Set(domains)]
}
