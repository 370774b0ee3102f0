import type { GlobalPolicy } from './policy'

/** Payload's job statistics: admins read them; the server alone writes them. */
export const payloadJobsStats: GlobalPolicy = {
  slug: 'payload-jobs-stats',
  access: { read: '----++-', update: '-------' },
}
