import type { CollectionAfterLoginHook } from 'payload'

import { noteAdminSignIn } from '@/lib/accounts/security/noteAdminSignIn'
import type { User } from '@/payload-types'

/**
 * A password sign-in of an admin or super admin (the site's form, the admin panel, REST or
 * GraphQL) goes into the audit trail and is e-mailed to them; members' sign-ins are neither.
 * Google's and a passkey's are noted where their session starts (src/lib/accounts/auth/startSession.ts).
 */
export const recordAdminSignIn: CollectionAfterLoginHook = async ({ req, user }) =>
  noteAdminSignIn(req.payload, user as User, { method: 'password', userAgent: req.headers?.get('user-agent') ?? null, req })
