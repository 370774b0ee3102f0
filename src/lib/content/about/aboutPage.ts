export const ABOUT_PAGE_SLUG = 'about-page'

/** The pictures a core value on /about may carry (lucide icons, mapped in the page). */
export const ABOUT_VALUE_ICONS = [
  { value: 'handshake', label: 'Handshake' },
  { value: 'lightbulb', label: 'Light bulb' },
  { value: 'shield', label: 'Shield' },
  { value: 'users', label: 'People' },
  { value: 'network', label: 'Network' },
  { value: 'factory', label: 'Factory' },
] as const

export type AboutValueIcon = (typeof ABOUT_VALUE_ICONS)[number]['value']
