import fc from 'fast-check'

import { field } from './breakers'
import { listedMember } from './directory-profiles'
import type { CollectionPolicy } from './policy'
import { badRelation, tooLong } from '../e2e/hostile/values'

/**
 * Contact requests of the people directory: a signed-in member sends one to a listed member
 * (the collection's hooks refuse oneself, a member not listed or blocked, and more than ten a
 * day); sender, recipient and admins read it; only the recipient answers it; admins delete.
 */
export const contactRequests: CollectionPolicy = {
  slug: 'contact-requests',
  access: { create: '-++++++', read: '-+--++-', update: '-+-----', delete: '----++-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'member',
    valid: (f) => ({ recipient: f.users.otherMember.id, message: 'Shall we talk?' }),
    breakers: (f) =>
      fc.oneof(
        field('recipient', badRelation),
        field('message', tooLong(1000)),
        // To oneself.
        fc.constant({ recipient: f.users.member.id }),
        fc.constant({ message: '' }),
      ),
  },
  /** The rows both access matrices try: a request to the member from another account, which the member may answer. */
  matrix: {
    graphql: { one: 'ContactRequest', many: 'ContactRequests', defaults: { status: 'pending' } },
    // From a fresh account each time: requests made for the matrix count toward no actor's daily limit.
    row: async (f) => {
      const sender = await f.make('users', { email: `sender-${f.next()}@matrix.test`, password: 'test-password' })
      return f.make('contact-requests', { sender: sender.id, recipient: f.member.id, message: `Hello ${f.next()}` })
    },
    create: async (f) => ({ data: { recipient: (await listedMember(f)).user.id, message: `Hello ${f.next()}` } }),
    update: () => ({ status: 'accepted' }),
  },
}
