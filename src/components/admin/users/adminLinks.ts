import { formatAdminURL } from 'payload/shared'

/** Where the panel's analytics section starts; the list's Analytics column links to it. */
export const ANALYTICS_ANCHOR = 'user-analytics'

export const userEditURL = (adminRoute: string, id: number | string, anchor?: string) =>
  formatAdminURL({ adminRoute, path: `/collections/users/${encodeURIComponent(String(id))}` }) + (anchor ? `#${anchor}` : '')
