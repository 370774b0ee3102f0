/**
 * The frameworks the standards taxonomy (issue 23, item 2) groups its tags by, in the order lists
 * show them. The tags themselves are rows of the `tags` collection, which admins edit.
 */
export const TAG_FRAMEWORKS = ['iec-62443', 'nist-csf', 'iso-27001', 'iso-27019', 'nerc-cip', 'nis2', 'purdue', 'sector'] as const
export type TagFramework = (typeof TAG_FRAMEWORKS)[number]

/** Each framework's name as practitioners write it (the same in every language but the last two). */
export const TAG_FRAMEWORK_NAMES: Record<TagFramework, { en: string; de: string }> = {
  'iec-62443': { en: 'IEC 62443', de: 'IEC 62443' },
  'nist-csf': { en: 'NIST CSF 2.0', de: 'NIST CSF 2.0' },
  'iso-27001': { en: 'ISO/IEC 27001', de: 'ISO/IEC 27001' },
  'iso-27019': { en: 'ISO/IEC 27019', de: 'ISO/IEC 27019' },
  'nerc-cip': { en: 'NERC CIP', de: 'NERC CIP' },
  nis2: { en: 'NIS2', de: 'NIS2' },
  purdue: { en: 'Purdue model levels', de: 'Purdue-Modell-Ebenen' },
  sector: { en: 'Industry sectors', de: 'Branchen' },
}

/** A tag's address on the site (/tags/<slug>): lower-case letters, digits and single hyphens. */
export const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const TAG_SLUG_MAX = 80

/** "IEC 62443-3-3: System security requirements" → "iec-62443-3-3-system-security-requirements". */
export function slugOfTagName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_SLUG_MAX)
    .replace(/-+$/, '')
}
