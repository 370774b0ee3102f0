'use server'

import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { markAgendaInterest } from '@/lib/events/markAgendaInterest'
import { saveEventDate } from '@/lib/events/saveEventDate'
import { rowIdArgument } from '@/lib/ids/rowId'

const NOT_SAVED = 'Failed to save the date. Please try again.'
const NOT_MARKED = 'Failed to update your interest'

/** Saves or removes an event date for the signed-in member, with the spec's toasts (section 8). */
export const setEventDateSaved = memberAction({
  signedOut: { title: 'Authentication required', description: 'Please sign in to save event dates' },
  input: z.tuple([rowIdArgument(NOT_SAVED), z.boolean({ message: NOT_SAVED })], { message: NOT_SAVED }),
  title: 'Error',
  refusal: (_error, [, saved]) => failed('Error', saved === false ? 'Failed to remove the date. Please try again.' : NOT_SAVED),
  run: async (context, [eventId, saved]) => {
    await saveEventDate(context, { eventId, saved })
    return saved
      ? succeeded('Date saved', "We'll remind you about this event!")
      : succeeded('Date removed', 'Event date has been removed from your saved dates.')
  },
})

/** Marks or unmarks interest in an agenda item (the member's "My Agenda"). */
export const setAgendaInterest = memberAction({
  signedOut: { title: 'Sign in required', description: 'Please sign in to mark your interest' },
  input: z.tuple([rowIdArgument(NOT_MARKED), z.boolean({ message: NOT_MARKED })], { message: NOT_MARKED }),
  title: 'Error',
  refusal: () => failed('Error', NOT_MARKED),
  run: async (context, [agendaItemId, interested]) => {
    await markAgendaInterest(context, { agendaItemId, interested })
    return succeeded(interested ? 'Added to My Agenda' : 'Removed from My Agenda')
  },
})
