import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, tooLong } from '../e2e/hostile/values'

/** Reports from the people directory: any member reports another; only admins read and delete them; nobody edits one. */
export const memberReports: CollectionPolicy = {
  slug: 'member-reports',
  access: { create: '-++++++', read: '----++-', update: '-------', delete: '----++-' },
  body: {
    creator: 'member',
    valid: (f) => ({ reported: f.users.otherMember.id, reason: 'Spam' }),
    breakers: (f) =>
      fc.oneof(
        field('reported', badRelation),
        field('reason', tooLong(1000)),
        fc.constant({ reason: '' }),
        fc.constant({ reported: f.users.member.id }),
      ),
  },
  /** The rows both access matrices try: the member's report of a fresh account. */
  matrix: {
    graphql: { one: 'MemberReport', many: 'MemberReports' },
    row: async (f) => {
      const reported = await f.make('users', { email: `reported-${f.next()}@matrix.test`, password: 'test-password' })
      return f.make('member-reports', { reporter: f.member.id, reported: reported.id, reason: `Spam ${f.next()}` })
    },
    create: async (f) => ({
      data: {
        reported: (await f.make('users', { email: `report-${f.next()}@matrix.test`, password: 'test-password' })).id,
        reason: 'Spam',
      },
    }),
    update: () => ({ reason: 'Edited' }),
  },
}
