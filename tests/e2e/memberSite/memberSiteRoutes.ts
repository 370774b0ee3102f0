/**
 * Every route of the member site with the demo content, as a visitor and as a member reach it:
 * the accessibility scans and the Content-Security-Policy walk both go through these.
 */

/** Routes both reach; the members-only ones (profile, invitations) ask a visitor to sign in. */
const EVERYONE = [
  '/',
  '/members',
  '/events',
  '/events/3',
  '/documents',
  // The demo's first document (TLP:CLEAR): its own page.
  '/documents/1',
  '/surveys',
  '/surveys/1',
  '/surveys/2',
  '/projects',
  '/projects/1',
  '/live',
  '/about',
  '/profile',
  // The profile's other tabs (issue 49, item 6).
  '/profile/organization',
  '/profile/directory',
  '/profile/notifications',
  '/profile/security',
  '/invitations',
  '/no-such-page',
]

export const VISITOR_ROUTES = [
  ...EVERYONE,
  '/surveys/3',
  '/auth',
  '/reset-password',
  '/set-new-password',
  '/set-new-password?token=x',
  '/verify?token=x',
]

export const MEMBER_ROUTES = [...EVERYONE, '/projects/5', '/complete-profile']
