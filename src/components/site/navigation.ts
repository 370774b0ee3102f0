/** The top navigation of spec 2; Events, Projects and Documents carry a lock for visitors. */
export const NAV_ITEMS = [
  { href: '/', label: 'home', membersOnly: false },
  { href: '/members', label: 'members', membersOnly: false },
  { href: '/events', label: 'events', membersOnly: true },
  { href: '/projects', label: 'projects', membersOnly: true },
  { href: '/documents', label: 'documents', membersOnly: true },
] as const
