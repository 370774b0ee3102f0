'use server'

import type { Where } from 'payload'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'

export type ToggleResult = { ok: boolean; title: string; description?: string }

const idOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null)

/**
 * Saves or removes an event date for the signed-in member (spec 8 texts). Idempotent: saving
 * twice keeps one row (the database's unique index), removing a missing row is a success.
 */
export async function setEventDateSaved(eventId: number, saved: boolean): Promise<ToggleResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, title: 'Authentication required', description: 'Please sign in to save event dates' }
  const event = idOf(eventId)
  const payload = await getPayloadClient()
  const mine: Where = { and: [{ user: { equals: user.id } }, { event: { equals: event } }] }
  try {
    if (!event) throw new Error('Invalid event')
    if (saved) {
      const existing = await payload.count({ collection: 'saved-event-dates', where: mine, user, overrideAccess: false })
      if (!existing.totalDocs) {
        await payload.create({ collection: 'saved-event-dates', data: { event } as never, user, overrideAccess: false }).catch(async (error) => {
          // A simultaneous click already saved it: that is the outcome we wanted.
          const again = await payload.count({ collection: 'saved-event-dates', where: mine, user, overrideAccess: false })
          if (!again.totalDocs) throw error
        })
      }
      return { ok: true, title: 'Date saved', description: "We'll remind you about this event!" }
    }
    await payload.delete({ collection: 'saved-event-dates', where: mine, user, overrideAccess: false })
    return { ok: true, title: 'Date removed', description: 'Event date has been removed from your saved dates.' }
  } catch {
    return saved
      ? { ok: false, title: 'Error', description: 'Failed to save the date. Please try again.' }
      : { ok: false, title: 'Error', description: 'Failed to remove the date. Please try again.' }
  }
}

/** Marks or unmarks interest in an agenda item (the member's "My Agenda"); idempotent too. */
export async function setAgendaInterest(agendaItemId: number, interested: boolean): Promise<ToggleResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, title: 'Sign in required', description: 'Please sign in to mark your interest' }
  const agendaItem = idOf(agendaItemId)
  const payload = await getPayloadClient()
  const mine: Where = { and: [{ user: { equals: user.id } }, { agendaItem: { equals: agendaItem } }] }
  try {
    if (!agendaItem) throw new Error('Invalid agenda item')
    if (interested) {
      const existing = await payload.count({ collection: 'agenda-interests', where: mine, user, overrideAccess: false })
      if (!existing.totalDocs) {
        await payload.create({ collection: 'agenda-interests', data: { agendaItem } as never, user, overrideAccess: false }).catch(async (error) => {
          const again = await payload.count({ collection: 'agenda-interests', where: mine, user, overrideAccess: false })
          if (!again.totalDocs) throw error
        })
      }
    } else {
      await payload.delete({ collection: 'agenda-interests', where: mine, user, overrideAccess: false })
    }
    return { ok: true, title: interested ? 'Added to My Agenda' : 'Removed from My Agenda' }
  } catch {
    return { ok: false, title: 'Error', description: 'Failed to update your interest' }
  }
}
