/** The system roles of the specification; one per user, stored on the user as `role`. */
export const ROLES = ['community_user', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/** A session as Payload keeps it on the account, with how it was proven (src/lib/accounts/sessions). */
type SessionProof = { id: string; signedInWith?: string | null; confirmedWith?: string | null }
type MaybeUser =
  | {
      role?: string | null
      /** Set by Payload's auth strategies on a request's user; absent when server code acts as a user it loaded. */
      _strategy?: string
      _sid?: string
      sessions?: SessionProof[] | null
    }
  | null
  | undefined

/**
 * Whether the request's session has passed the second step admin rights need (issue 23, item 5):
 * it began with a passkey, or was confirmed with a passkey, an authenticator code or a recovery
 * code (src/lib/accounts/secondFactor). A user the server itself acts as (a job, a seed, code that loaded
 * the account) carries no session and is not a sign-in, so it is not asked.
 */
export function sessionPassedSecondStep(user: MaybeUser): boolean {
  if (!user?._strategy) return true
  const session = user.sessions?.find(({ id }) => id === user._sid)
  return session?.signedInWith === 'passkey' || Boolean(session?.confirmedWith)
}

/** The account's role is admin or super admin, whatever its session: who is asked for the second step, never what they may do. */
export const holdsAdminRole = (user: MaybeUser): boolean => user?.role === 'admin' || user?.role === 'super_admin'

/**
 * Admin rights (the spec's isAdmin): an admin or super admin whose session passed the second step.
 * A password-only session of an admin has a member's rights, in the admin panel, REST and GraphQL alike.
 */
export const hasAdminRole = (user: MaybeUser): boolean => holdsAdminRole(user) && sessionPassedSecondStep(user)

/** Super admin rights (the spec's isSuperAdmin), on the same condition. */
export const hasSuperAdminRole = (user: MaybeUser): boolean => user?.role === 'super_admin' && sessionPassedSecondStep(user)

/** The account's role is super admin, whatever its session: for what the admin panel's browser side shows (the server decides). */
export const holdsSuperAdminRole = (user: MaybeUser): boolean => user?.role === 'super_admin'
