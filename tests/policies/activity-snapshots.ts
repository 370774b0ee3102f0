import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { notADate, wrongType } from '../e2e/hostile/values'

/**
 * A distinct midnight per row (the day is unique), from 2041 on, far from the days the snapshot
 * job records: `next()` is '<run>-<serial>', so the serial keeps a run's rows apart and the
 * run's hash keeps two runs on one database apart.
 */
function dayOf(next: string): string {
  const [run = '', serial = '0'] = [next.slice(0, next.lastIndexOf('-')), next.slice(next.lastIndexOf('-') + 1)]
  const runHash = [...run].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 50, 7)
  return new Date(Date.UTC(2041, 0, 1) + (runHash * 1000 + (Number(serial) % 1000)) * 86_400_000).toISOString()
}

/** Daily active-member counts: written by the jobs queue only; admins read them (the dashboard's weekly active members). */
export const activitySnapshots: CollectionPolicy = {
  slug: 'activity-snapshots',
  access: { create: '-------', read: '----++-', update: '-------', delete: '-------' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // Written by the server only, so every create is refused.
  body: {
    creator: 'admin',
    valid: () => ({ day: '2041-01-01T00:00:00.000Z', weeklyActive: 1, dailyActive: 1, members: 1 }),
    breakers: () => fc.oneof(field('day', notADate), field('weeklyActive', wrongType), without('members')),
  },
  /** The rows both access matrices try: snapshots as the jobs queue stores them. */
  matrix: {
    graphql: { one: 'ActivitySnapshot', many: 'ActivitySnapshots' },
    row: (f) => f.make('activity-snapshots', { day: dayOf(f.next()), weeklyActive: 3, dailyActive: 1, members: 10 }),
    create: async (f) => ({ data: { day: dayOf(f.next()), weeklyActive: 1, dailyActive: 1, members: 1 } }),
    update: () => ({ weeklyActive: 4 }),
  },
}
