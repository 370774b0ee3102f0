import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, wrongType } from '../e2e/hostile/values'

/** Schedule-change windows: written by the agenda hooks and the jobs queue only; admins see them. */
export const scheduleChanges: CollectionPolicy = {
  slug: 'schedule-changes',
  access: { create: '-------', read: '----++-', update: '-------', delete: '-------' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ dueAt: '2030-01-01T00:00:00.000Z' }),
    breakers: () => fc.oneof(field('event', badRelation), field('dueAt', wrongType)),
  },
  /** The rows both access matrices try: alert windows as the agenda hooks store them. */
  matrix: {
    graphql: { one: 'ScheduleChange', many: 'ScheduleChanges' },
    row: async (f) => f.make('schedule-changes', { event: (await f.event()).id, dueAt: '2030-05-01T08:00:00.000Z' }),
    create: async (f) => ({ data: { event: (await f.event()).id, dueAt: '2030-01-01T00:00:00.000Z' } }),
    update: () => ({ processedAt: '2030-01-01T00:00:00.000Z' }),
  },
}
