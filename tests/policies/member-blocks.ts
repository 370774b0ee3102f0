import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation } from '../e2e/hostile/values'

/** Blocks of the people directory: a member blocks another, sees and lifts their own; admins see all; nobody edits one. */
export const memberBlocks: CollectionPolicy = {
  slug: 'member-blocks',
  access: { create: '-++++++', read: '-+--++-', update: '-------', delete: '-+--++-' },
  body: {
    creator: 'member',
    valid: (f) => ({ blocked: f.users.otherMember.id }),
    breakers: (f) => fc.oneof(field('blocked', badRelation), fc.constant({ blocked: f.users.member.id })),
  },
  /** The rows both access matrices try: the member's block of a fresh account. */
  matrix: {
    graphql: { one: 'MemberBlock', many: 'MemberBlocks' },
    row: async (f) => {
      const blocked = await f.make('users', { email: `blocked-${f.next()}@matrix.test`, password: 'test-password' })
      return f.make('member-blocks', { blocker: f.member.id, blocked: blocked.id })
    },
    create: async (f) => ({
      data: { blocked: (await f.make('users', { email: `block-${f.next()}@matrix.test`, password: 'test-password' })).id },
    }),
    update: (f) => ({ blocked: f.admin.id }),
  },
}
