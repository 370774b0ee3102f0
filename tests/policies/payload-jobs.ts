import type { CollectionPolicy } from './policy'

/** Payload's job queue: the server's alone. */
export const payloadJobs: CollectionPolicy = {
  slug: 'payload-jobs',
  access: { create: '-------', read: '-------', update: '-------', delete: '-------' },
  /** The rows the local matrix tries: a queue no runner works on, due in 2099, so the job never runs. */
  matrix: {
    row: (f) =>
      f.make('payload-jobs', { taskSlug: 'pruneNotificationHistory', input: {}, queue: 'matrix', waitUntil: '2099-01-01T00:00:00.000Z' }),
    create: async () => ({
      data: { taskSlug: 'pruneNotificationHistory', input: {}, queue: 'matrix', waitUntil: '2099-01-01T00:00:00.000Z' },
    }),
    update: () => ({ waitUntil: '2098-01-01T00:00:00.000Z' }),
  },
}
