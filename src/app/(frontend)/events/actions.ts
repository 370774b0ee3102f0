'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { markAgendaInterest } from '@/lib/events/markAgendaInterest'
import { saveEventDate } from '@/lib/events/saveEventDate'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'

/** Saves or removes an event date for the signed-in member, with the spec's toasts (section 8). */
export const setEventDateSaved = memberAction((t: Translator) => ({
  signedOut: { title: t('event.authenticationRequired'), description: t('event.signInToSave') },
  input: z.tuple([rowIdArgument(t('event.notSaved')), z.boolean({ message: t('event.notSaved') })], { message: t('event.notSaved') }),
  title: t('errors.error'),
  refusal: (_error, [, saved]) => failed(t('errors.error'), saved === false ? t('event.notRemoved') : t('event.notSaved')),
  run: async (context, [eventId, saved]) => {
    await saveEventDate(context, { eventId, saved })
    return saved
      ? succeeded(t('event.dateSaved'), t('event.dateSavedDescription'))
      : succeeded(t('event.dateRemoved'), t('event.dateRemovedDescription'))
  },
}))

/** Marks or unmarks interest in an agenda item (the member's "My Agenda"). */
export const setAgendaInterest = memberAction((t: Translator) => ({
  signedOut: { title: t('agenda.signInRequired'), description: t('agenda.signInToMark') },
  input: z.tuple([rowIdArgument(t('agenda.notUpdated')), z.boolean({ message: t('agenda.notUpdated') })], {
    message: t('agenda.notUpdated'),
  }),
  title: t('errors.error'),
  refusal: () => failed(t('errors.error'), t('agenda.notUpdated')),
  run: async (context, [agendaItemId, interested]) => {
    await markAgendaInterest(context, { agendaItemId, interested })
    return succeeded(interested ? t('agenda.added') : t('agenda.removed'))
  },
}))
