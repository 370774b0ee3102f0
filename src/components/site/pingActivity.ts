'use server'

import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { recordActivity } from '@/lib/engagement/activity/recordActivity'
import { getPayloadClient } from '@/lib/infrastructure/payload'

/** The activity ping's server side: only for the signed-in member, throttled in SQL. */
export async function pingActivity() {
  const user = await getCurrentUser()
  if (user) await recordActivity(await getPayloadClient(), user.id)
}
