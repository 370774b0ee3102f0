/** The system roles of the specification; one per user, stored on the user as `role`. */
export const ROLES = ['community_user', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: string | null } | null | undefined

/** True for admin and super admin: the spec's isAdmin. */
export const hasAdminRole = (user: MaybeUser): boolean => user?.role === 'admin' || user?.role === 'super_admin'

/** True only for super admin: the spec's isSuperAdmin. */
export const hasSuperAdminRole = (user: MaybeUser): boolean => user?.role === 'super_admin'
