import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { badRelation, tooLong } from '../e2e/hostile/values'

/** A published post of the member's under a fresh (CLEAR, published) event: every member may read it. */
const membersPost = async (f: MatrixFixtures) =>
  f.make('discussion-posts', { event: (await f.event()).id, author: f.member.id, body: `Post ${f.next()}` })

/**
 * Discussion posts (issue 50, item 1): any member writes under an item they may read (the hooks
 * ask the item's own access) and reads the posts of items they may read; members edit and delete
 * their own only through the domain functions (editPost, deletePost: the collection lets them
 * update nothing, or they could undo a moderator's status), admins through the API too. The
 * status is the server's (and admins'); the counts nobody's (kept in SQL).
 */
export const discussionPosts: CollectionPolicy = {
  slug: 'discussion-posts',
  access: { create: '-++++++', read: '-++++++', update: '----++-', delete: '----++-' },
  fields: {
    status: '----++-',
  },
  body: {
    creator: 'member',
    valid: (f) => ({ event: f.event.id, body: `Hostile test post ${Date.now()}` }),
    breakers: (f) =>
      fc.oneof(
        field('event', badRelation),
        field('body', tooLong(40_000)),
        field('body', fc.constantFrom('', '   ', '\n\t')),
        fc.constant({ event: undefined }),
        fc.constant({ agendaItem: f.agendaItem.id }),
        field('replyTo', badRelation),
        field('quotes', badRelation),
        without('body'),
      ),
  },
  /** The rows both access matrices try: the member's post; a create under a fresh event. */
  matrix: {
    graphql: { one: 'DiscussionPost', many: 'DiscussionPosts' },
    row: (f) => membersPost(f),
    create: async (f) => ({ data: { event: (await f.event()).id, body: `New post ${f.next()}` } }),
    update: (f) => ({ body: `Edited ${f.next()}` }),
  },
}
