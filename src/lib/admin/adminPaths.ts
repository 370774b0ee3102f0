/**
 * The admin paths of the specification (spec 2) and the Payload screens they open. The bare
 * /admin opens the engagement dashboard.
 */
export const ADMIN_PATH_ALIASES: Record<string, string> = {
  '': '/admin/dashboard',
  events: '/admin/collections/events',
  speakers: '/admin/collections/speakers',
  projects: '/admin/collections/projects',
  'project-applications': '/admin/collections/project-applications',
  documents: '/admin/collections/documents',
  surveys: '/admin/collections/surveys',
  organizations: '/admin/collections/organizations',
  invites: '/admin/collections/invitations',
  users: '/admin/collections/users',
}

/** The Payload screen a spec path stands for, or null when the path is Payload's own. */
export function aliasedAdminPath(segments: string[] | undefined): string | null {
  const key = (segments ?? []).join('/')
  return key in ADMIN_PATH_ALIASES ? ADMIN_PATH_ALIASES[key]! : null
}

/** The admin path (with its query) to come back to after signing in. */
export function adminReturnPath(pathname: string, search = ''): string {
  // Payload's own sign-in and sign-out screens are not places to return to.
  if (/^\/admin\/(login|logout|logout-inactivity|forgot|reset)(\/|$)/.test(pathname)) return '/admin'
  return pathname + search
}

/** /admin/a/b for the segments of the admin's catch-all route. */
export const adminPathOf = (segments: string[] | undefined) => ['/admin', ...(segments ?? []).map(encodeURIComponent)].join('/')

/** The admin panel's paths (only admins enter them). */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?')
