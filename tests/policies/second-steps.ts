import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { sealAuthenticatorSecret } from '../../src/lib/accounts/secondFactor/authenticatorSecrets'
import { badRelation, wrongType } from '../e2e/hostile/values'

/** A new account of its own for every try: one row per account. */
const newAccount = (f: MatrixFixtures) =>
  f.make('users', { email: `second-step-${f.next()}@matrix.test`, password: 'test-password', firstName: 'Second' })

/**
 * An account's authenticator app and recovery codes (issue 23, item 5): the server's alone
 * (src/lib/accounts/secondFactor), so no actor reads or writes a row through either API, not even its
 * owner or a super admin. GraphQL has no type for it at all.
 */
export const secondSteps: CollectionPolicy = {
  slug: 'second-steps',
  access: { create: '-------', read: '-------', update: '-------', delete: '-------' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // Written by the server only, so every create is refused.
  body: {
    creator: 'member',
    valid: (f) => ({ user: f.users.member.id, totpSecret: sealAuthenticatorSecret('JBSWY3DPEHPK3PXP') }),
    breakers: () => fc.oneof(field('user', badRelation), field('totpLastStep', wrongType), without('user')),
  },
  /** The rows both access matrices try: the member's own authenticator app. */
  matrix: {
    // graphQL: false on the collection: no type, no query, no mutation.
    graphql: 'none',
    row: async (f) => f.make('second-steps', { user: (await newAccount(f)).id, totpSecret: sealAuthenticatorSecret('JBSWY3DPEHPK3PXP') }),
    create: async (f) => ({ data: { user: (await newAccount(f)).id, totpSecret: sealAuthenticatorSecret('JBSWY3DPEHPK3PXP') } }),
    update: () => ({ totpSecret: 'FORGEDFORGEDFORGEDFORGEDFORGED22' }),
  },
}
