import type { Payload } from 'payload'

import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { User } from '@/payload-types'

/**
 * Whether the member may open another page of the people directory (its list and its profiles):
 * counted per member, so one account cannot page through it all; false once over the limit.
 */
export async function mayBrowseDirectory(payload: Payload, user: User): Promise<boolean> {
  return (await checkRateLimit(payload, 'peopleSearch', { address: `member:${user.id}` })) === null
}
