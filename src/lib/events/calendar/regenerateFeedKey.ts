import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'

import { newFeedKey } from './feedToken'

/**
 * Creates the member's private calendar key, or replaces it: the old address stops working at
 * once (its key no longer exists). The key is a hidden field that nobody may write over the API,
 * so this is an elevation: the server writes it, for the signed-in member's own row only.
 * Returns the new key.
 */
export async function regenerateFeedKey({ payload, user }: ActionContext): Promise<string> {
  const key = newFeedKey()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { calendarFeedKey: key },
    ...elevated('the feed key is hidden from the API'),
  })
  return key
}
