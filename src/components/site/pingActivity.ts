'use server'

import { recordActivity } from '@/lib/activity/recordActivity'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'

/** The activity ping's server side: only for the signed-in member, throttled in SQL. */
export async function pingActivity() {
  const user = await getCurrentUser()
  if (user) await recordActivity(await getPayloadClient(), user.id)
}
