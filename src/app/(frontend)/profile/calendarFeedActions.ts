'use server'

import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { type FeedUrls, feedUrls, newFeedKey } from '@/lib/calendar/feedToken'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'

/**
 * Creates the member's private calendar address, or replaces it: the old address stops
 * working at once (its key no longer exists). Only the member's own row is written.
 */
export async function regenerateCalendarFeed(state: ActionResult<FeedUrls> | null, _formData: FormData): Promise<ActionResult<FeedUrls>> {
  const user = await getCurrentUser()
  if (!user) return failed('Error with calendar address', 'No authenticated user found', state?.data)
  const payload = await getPayloadClient()
  const key = newFeedKey()
  try {
    // The key is a hidden field: written here, for the signed-in member only.
    await payload.update({ collection: 'users', id: user.id, data: { calendarFeedKey: key }, overrideAccess: true })
  } catch (error) {
    return failed('Error with calendar address', messageOf(error), state?.data)
  }
  return succeeded(
    'Calendar address ready',
    'Subscribe to it in your calendar app. Any earlier address no longer works.',
    feedUrls(siteUrl(), payload.secret, key),
  )
}
