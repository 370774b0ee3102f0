import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnEmail, notAnOption, tooLong, wrongType } from '../e2e/hostile/values'

/** Accounts: a member reads and edits their own; admins all. Visitors sign up on /auth only (a REST create would tell who has an account); field rules (role, e-mail) are in the collection. */
export const users: CollectionPolicy = {
  slug: 'users',
  access: { create: '----++-', read: '-+--++-', update: '-+--++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    // The list's export (issue 20): admins only.
    'GET /api/users/export': '----++-',
    'POST /api/users/unlock': '----++-',
    'GET /api/users/{id}/export': '----++-',
    // An admin's preview of the member's weekly digest (HTML, nothing sent).
    'GET /api/users/{id}/weekly-digest': '----++-',
    // A super admin resets another account's second step (issue 23, item 5).
    'POST /api/users/{id}/reset-second-step': '-----+-',
    // A session confirms its own second step; a visitor has none.
    'POST /api/users/confirm-session': '-++++++',
  },
  /** Writes that name a field only some may set. */
  fields: {
    role: '-----+-',
    email: '----++-',
    _verified: '----++-',
    lastActiveAt: '-------',
    // A hard bounce is the mail server's word: set by the sender, cleared by admins or the member's own button.
    emailBounce: '----++-',
    organization: '----++-',
    // Issue 43, item 1: membership comes from proof, never from one's own write; the affiliation is the member's.
    'organization (own)': '----++-',
    'affiliation (own)': '-++++++',
    // Granted by admins only (issue 23, item 6).
    organizationAdmin: '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'visitor',
    valid: () => ({ email: `hostile-${Date.now()}@hostile.test`, password: 'long-enough' }),
    breakers: (f) =>
      fc.oneof(
        field('email', notAnEmail),
        fc.constant({ email: f.memberEmail }),
        without('password'),
        field('password', wrongType),
        field('firstName', tooLong(100)),
        field('workingIn', notAnOption(['IT', 'OT'])),
        field('language', notAnOption(['en', 'de'])),
        field('organization', badRelation),
        field('affiliation', badRelation),
      ),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'User', many: 'Users', defaults: { role: 'community_user' } },
    row: async (f, operation) =>
      operation === 'delete' ? f.make('users', { email: `delete-me-${f.next()}@matrix.test`, password: 'test-password' }) : f.member,
    create: async (f) => ({ data: { email: `signup-${f.next()}@matrix.test`, password: 'test-password' } }),
    update: (f) => ({ jobRole: `Job ${f.next()}` }),
  },
}
