import fc from 'fast-check'
import { badRelation, wrongType } from '../e2e/hostile/values'
import { field } from './breakers'
import type { CollectionPolicy } from './policy'

/** Schedule-change windows: written by the agenda hooks and the jobs queue only; admins see them. */
export const scheduleChanges: CollectionPolicy = {
  slug: 'schedule-changes',
  access: { create: '-----', read: '---++', update: '-----', delete: '-----' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ dueAt: '2030-01-01T00:00:00.000Z' }),
    breakers: () => fc.oneof(field('event', badRelation), field('dueAt', wrongType)),
  },
}
