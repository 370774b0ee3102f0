import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, tooLong, wrongType } from '../e2e/hostile/values'

/** A passkey row the matrices store with the server's rights: made-up key material, never used to sign in. */
const passkeyOf = (f: { next: () => string }, user: number) => ({
  user,
  name: `Laptop ${f.next()}`,
  credentialId: `matrix-${f.next()}`,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
})

/**
 * A member's passkeys (issue 23, item 5): made only by the server once a browser's answer is
 * verified (src/lib/accounts/passkeys/registerPasskey.ts), so every create through the API is refused;
 * the member reads, renames and removes their own; admins read all; a super admin removes any.
 */
export const passkeys: CollectionPolicy = {
  slug: 'passkeys',
  access: { create: '-------', read: '-+--++-', update: '-+-----', delete: '-+---+-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // Made by the server only, so every create is refused.
  body: {
    creator: 'member',
    valid: (f) => ({ user: f.users.member.id, name: 'Forged', credentialId: `forged-${Math.random()}`, publicKey: 'AA', counter: 0 }),
    breakers: () => fc.oneof(field('user', badRelation), field('name', tooLong(100)), field('counter', wrongType), without('credentialId')),
  },
  /** The rows both access matrices try: the member's passkey. */
  matrix: {
    graphql: { one: 'Passkey', many: 'Passkeys' },
    row: async (f) => f.make('passkeys', passkeyOf(f, f.member.id)),
    create: async (f) => ({ data: passkeyOf(f, f.member.id) }),
    update: (f) => ({ name: `Renamed ${f.next()}` }),
  },
}
