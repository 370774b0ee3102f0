import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { NOTICE_KINDS } from '../../src/lib/shared/enums'
import { badRelation, notAnOption } from '../e2e/hostile/values'

/**
 * Members' inboxes: written by the server only (the hooks of what happened); each member reads
 * and marks their own, admins may read all (and delete); nobody marks another's read.
 */
export const notifications: CollectionPolicy = {
  slug: 'notifications',
  access: { create: '-------', read: '-+--++-', update: '-+-----', delete: '----++-' },
  endpoints: {
    'GET /api/notifications/unread-count': '-++++++',
  },
  // Written by the server only, so every create is refused.
  body: {
    creator: 'admin',
    valid: (f) => ({ recipient: f.users.member.id, kind: 'application-approved', noticeKey: `hostile-${Date.now()}` }),
    breakers: () => fc.oneof(field('kind', notAnOption(NOTICE_KINDS)), field('recipient', badRelation)),
  },
  /** The rows both access matrices try: an unread notice to the member. */
  matrix: {
    // GraphQL's enum spells 'application-approved' with underscores; its input requires the kind.
    graphql: { one: 'Notification', many: 'Notifications', defaults: { kind: 'application_approved' } },
    row: (f) => f.make('notifications', { recipient: f.member.id, kind: 'application-approved', noticeKey: `matrix-${f.next()}` }),
    create: async (f) => ({ data: { recipient: f.member.id, kind: 'application-approved', noticeKey: `created-${f.next()}` } }),
    update: () => ({ readAt: new Date().toISOString() }),
  },
}
