import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation } from '../e2e/hostile/values'

/**
 * Reactions to discussion posts ("Helpful", "+1"): any member reacts to a published post they may
 * read (once per kind: a unique index) and withdraws their own; members read only their own, the
 * post shows the counts; nobody edits one.
 */
export const discussionReactions: CollectionPolicy = {
  slug: 'discussion-reactions',
  access: { create: '-++++++', read: '-+--++-', update: '-------', delete: '-+--++-' },
  body: {
    creator: 'member',
    valid: (f) => ({ post: f.otherPost.id, kind: 'helpful' }),
    breakers: () =>
      fc.oneof(
        field('post', badRelation),
        field('kind', fc.constantFrom('love', '', 'HELPFUL', 'plus_one')),
        without('kind'),
        without('post'),
      ),
  },
  /** The rows both access matrices try: the member's reaction to a post of the admin's under a fresh event. */
  matrix: {
    graphql: { one: 'DiscussionReaction', many: 'DiscussionReactions' },
    row: async (f) => {
      const post = await f.make('discussion-posts', { event: (await f.event()).id, author: f.admin.id, body: `Reacted ${f.next()}` })
      return f.make('discussion-reactions', { post: post.id, member: f.member.id, kind: 'helpful' })
    },
    create: async (f) => {
      const post = await f.make('discussion-posts', { event: (await f.event()).id, author: f.admin.id, body: `To react ${f.next()}` })
      return { data: { post: post.id, kind: 'plusOne' } }
    },
    update: () => ({ kind: 'plusOne' }),
  },
}
