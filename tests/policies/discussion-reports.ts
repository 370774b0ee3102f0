import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { badRelation } from '../e2e/hostile/values'

/** A published post under a fresh event by a fresh account: every member may read and report it, nobody tried owns it. */
const reportablePost = async (f: MatrixFixtures) => {
  const author = await f.make('users', { email: `post-author-${f.next()}@matrix.test`, password: 'test-password' })
  return f.make('discussion-posts', { event: (await f.event()).id, author: author.id, body: `Post ${f.next()}` })
}

/**
 * Reports of discussion posts (issue 50, item 4): any member reports a post they may read; only
 * admins read and delete reports; nobody edits one (the queue's acts set `handledAt` in SQL).
 * The moderation queue's endpoints are the admins' alone.
 */
export const discussionReports: CollectionPolicy = {
  slug: 'discussion-reports',
  access: { create: '-++++++', read: '----++-', update: '-------', delete: '----++-' },
  endpoints: {
    'GET /api/discussion-reports/queue': '----++-',
    'POST /api/discussion-reports/queue/{id}': '----++-',
  },
  body: {
    creator: 'member',
    valid: (f) => ({ post: f.otherPost.id, reason: 'Spam' }),
    breakers: () => fc.oneof(field('post', badRelation), ...requiredText('reason', 1000)),
  },
  /** The rows both access matrices try: the member's report of someone else's post. */
  matrix: {
    graphql: { one: 'DiscussionReport', many: 'DiscussionReports' },
    row: async (f) =>
      f.make('discussion-reports', { post: (await reportablePost(f)).id, reporter: f.member.id, reason: `Spam ${f.next()}` }),
    create: async (f) => ({ data: { post: (await reportablePost(f)).id, reason: 'Spam' } }),
    update: () => ({ reason: 'Edited' }),
  },
}
