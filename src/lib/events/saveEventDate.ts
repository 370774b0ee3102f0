import type { ActionContext } from '@/lib/shared/actions/runAction'

import { setOwnRow } from './setOwnRow'

/**
 * A member saves an event's date or removes it (spec 8), as the member: saving twice keeps one
 * row, removing a date not saved is done already. The saved date drives the event reminders.
 */
export async function saveEventDate({ payload, user }: ActionContext, { eventId, saved }: { eventId: number; saved: boolean }) {
  await setOwnRow(payload, user, 'saved-event-dates', { event: eventId }, saved)
}
