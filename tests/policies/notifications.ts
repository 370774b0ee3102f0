import fc from 'fast-check'
import { badRelation, notAnOption } from '../e2e/hostile/values'
import { field } from './breakers'
import type { CollectionPolicy } from './policy'

/** Reminder and alert e-mails: written by the jobs queue only; admins see what went out. */
export const notifications: CollectionPolicy = {
  slug: 'notifications',
  access: { create: '-----', read: '---++', update: '-----', delete: '-----' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // The outboxes of the jobs queue: written by the server only, so every create is refused.
  body: {
    creator: 'admin',
    valid: (f) => ({ kind: 'event-reminder', user: f.users.member.id, deliveryKey: `hostile-${Date.now()}` }),
    breakers: () => fc.oneof(field('kind', notAnOption(['event-reminder', 'schedule-change'])), field('user', badRelation)),
  },
}
