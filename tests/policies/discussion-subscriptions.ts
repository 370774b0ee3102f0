import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { missingId, notAnOption, numberThatIsNoId } from '../e2e/hostile/values'

/**
 * Who follows which discussion (issue 50, item 3): any member follows the discussion of an item
 * they may read, and reads, changes (following on or off) and deletes their own rows; admins
 * see and change all; visitors nothing.
 */
export const discussionSubscriptions: CollectionPolicy = {
  slug: 'discussion-subscriptions',
  access: { create: '-++++++', read: '-+--++-', update: '-+--++-', delete: '-+--++-' },
  body: {
    creator: 'member',
    valid: (f) => ({ itemKind: 'event', itemId: f.event.id }),
    breakers: () =>
      fc.oneof(
        field('itemKind', notAnOption(['event', 'agendaItem', 'document', 'project'])),
        // No whole numbers of the right size: one might name an event, which the member may follow.
        field('itemId', fc.oneof(numberThatIsNoId, missingId, fc.boolean(), fc.constantFrom<unknown>('seven', [1, 2], { id: 1 }))),
        without('itemId'),
      ),
  },
  /** The rows both access matrices try: the member's subscription to a fresh event's discussion. */
  matrix: {
    graphql: { one: 'DiscussionSubscription', many: 'DiscussionSubscriptions' },
    row: async (f) =>
      f.make('discussion-subscriptions', { member: f.member.id, itemKind: 'event', itemId: (await f.event()).id, following: true }),
    create: async (f) => ({ data: { itemKind: 'event', itemId: (await f.event()).id } }),
    update: () => ({ following: false }),
  },
}
