import { yourTimeText } from '@/components/site/yourTimeText'
import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

import type { AgendaTexts } from './AgendaList'

/** The agenda's words for AgendaList, from the page's translator. */
export const agendaTexts = (t: Translator): AgendaTexts => ({
  happeningNow: t('agenda.happeningNow'),
  startingSoon: t('agenda.startingSoon'),
  cancelled: t('agenda.cancelled'),
  signInRequired: t('agenda.signInRequired'),
  signInToMark: t('agenda.signInToMark'),
  clashesWith: t('agenda.clashesWith', { titles: slot('titles') }),
  addToCalendar: t('agenda.addToCalendar'),
  view: t('agenda.view'),
  all: t('agenda.all'),
  mine: t('agenda.mine'),
  none: t('agenda.none'),
  markToBuild: t('agenda.markToBuild'),
  signInToBuild: t('agenda.signInToBuild'),
  yourTime: yourTimeText(t),
})
