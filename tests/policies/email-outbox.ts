import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnOption } from '../e2e/hostile/values'

/** Reminder and alert e-mails: written by the jobs queue only; admins see what went out. */
export const emailOutbox: CollectionPolicy = {
  slug: 'email-outbox',
  access: { create: '-------', read: '----++-', update: '-------', delete: '-------' },
  /** Custom endpoints, by method and path: the operations view's Retry of a failed e-mail, super admins only. */
  endpoints: {
    'POST /api/email-outbox/{id}/retry': '-----+-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // The outboxes of the jobs queue: written by the server only, so every create is refused.
  body: {
    creator: 'admin',
    valid: (f) => ({ kind: 'event-reminder', user: f.users.member.id, deliveryKey: `hostile-${Date.now()}` }),
    breakers: () => fc.oneof(field('kind', notAnOption(['event-reminder', 'schedule-change'])), field('user', badRelation)),
  },
  /** The rows both access matrices try: the member's reminders, stored as the jobs queue stores them. */
  matrix: {
    // GraphQL's enum spells 'event-reminder' with an underscore; its input requires the defaults.
    graphql: { one: 'OutboxEmail', many: 'OutboxEmails', defaults: { kind: 'event_reminder', status: 'pending', attempts: 0 } },
    row: (f) =>
      f.make('email-outbox', {
        kind: 'event-reminder',
        user: f.member.id,
        deliveryKey: `matrix-${f.next()}`,
        status: 'pending',
        attempts: 0,
      }),
    create: async (f) => ({ data: { kind: 'event-reminder', user: f.member.id, deliveryKey: `created-${f.next()}` } }),
    update: () => ({ status: 'sent' }),
  },
}
