'use server'

import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { type FeedUrls, feedUrls } from '@/lib/calendar/feedToken'
import { regenerateFeedKey } from '@/lib/calendar/regenerateFeedKey'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'

/** /profile's 'new calendar address' (src/lib/calendar/regenerateFeedKey.ts), with the addresses to show. */
export async function regenerateCalendarFeed(state: ActionResult<FeedUrls> | null, _formData: FormData): Promise<ActionResult<FeedUrls>> {
  const user = await getCurrentUser()
  if (!user) return failed('Error with calendar address', 'No authenticated user found', state?.data)
  const payload = await getPayloadClient()
  let key: string
  try {
    key = await regenerateFeedKey({ payload, user })
  } catch (error) {
    return failed('Error with calendar address', messageOf(error), state?.data)
  }
  return succeeded(
    'Calendar address ready',
    'Subscribe to it in your calendar app. Any earlier address no longer works.',
    feedUrls(siteUrl(), payload.secret, key),
  )
}
