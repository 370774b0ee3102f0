'use server'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { setOwnRow } from '@/lib/memberRows'
import { isRowId } from '@/lib/ids/rowId'
import { getPayloadClient } from '@/lib/payload'

/** Saves or removes an event date for the signed-in member, with the spec's toasts (section 8). */
export async function setEventDateSaved(eventId: number, saved: boolean): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return failed('Authentication required', 'Please sign in to save event dates')
  try {
    // Anyone can post any arguments to an action: only a row id and a yes or no pass.
    if (!isRowId(eventId) || typeof saved !== 'boolean') throw new Error('Invalid event')
    await setOwnRow(await getPayloadClient(), user, 'saved-event-dates', { event: eventId }, saved)
    return saved
      ? succeeded('Date saved', "We'll remind you about this event!")
      : succeeded('Date removed', 'Event date has been removed from your saved dates.')
  } catch {
    return failed('Error', saved ? 'Failed to save the date. Please try again.' : 'Failed to remove the date. Please try again.')
  }
}

/** Marks or unmarks interest in an agenda item (the member's "My Agenda"). */
export async function setAgendaInterest(agendaItemId: number, interested: boolean): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return failed('Sign in required', 'Please sign in to mark your interest')
  try {
    if (!isRowId(agendaItemId) || typeof interested !== 'boolean') throw new Error('Invalid agenda item')
    await setOwnRow(await getPayloadClient(), user, 'agenda-interests', { agendaItem: agendaItemId }, interested)
    return succeeded(interested ? 'Added to My Agenda' : 'Removed from My Agenda')
  } catch {
    return failed('Error', 'Failed to update your interest')
  }
}
