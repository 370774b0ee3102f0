'use server'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { feedUrls, newFeedKey } from '@/lib/calendar/feedToken'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'

import { type FormResult, messageOf, result } from './formResult'

export type FeedResult = FormResult & { urls?: { https: string; webcal: string } }

/**
 * Creates the member's private calendar address, or replaces it: the old address stops
 * working at once (its key no longer exists). Only the member's own row is written.
 */
export async function regenerateCalendarFeed(state: FeedResult | null, _formData: FormData): Promise<FeedResult> {
  const user = await getCurrentUser()
  if (!user) return { ...result(false, 'Error with calendar address', 'No authenticated user found'), urls: state?.urls }
  const payload = await getPayloadClient()
  const key = newFeedKey()
  try {
    // The key is a hidden field: written here, for the signed-in member only.
    await payload.update({ collection: 'users', id: user.id, data: { calendarFeedKey: key }, overrideAccess: true })
  } catch (error) {
    return { ...result(false, 'Error with calendar address', messageOf(error)), urls: state?.urls }
  }
  return {
    ...result(true, 'Calendar address ready', 'Subscribe to it in your calendar app. Any earlier address no longer works.'),
    urls: feedUrls(siteUrl(), payload.secret, key),
  }
}
