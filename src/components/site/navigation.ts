/** The top navigation of spec 2; Events, Projects and Documents carry a lock for visitors. */
export const NAV_ITEMS = [
  { href: '/', label: 'Home', membersOnly: false },
  { href: '/members', label: 'Members', membersOnly: false },
  { href: '/events', label: 'Events', membersOnly: true },
  { href: '/projects', label: 'Projects', membersOnly: true },
  { href: '/documents', label: 'Documents', membersOnly: true },
] as const
