import type { FieldHook } from 'payload'

/** E-mail domains are stored trimmed, lowercased, without a leading '@', once each. */
export const normalizeDomains: FieldHook = ({ value }) => {
  if (!Array.isArray(value)) return value
  const domains = value.map((entry) => String(entry).trim().toLowerCase().replace(/^@/, '')).filter(Boolean)
  return [...new Set(domains)]
}
