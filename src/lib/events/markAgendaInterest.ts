import type { ActionContext } from '@/lib/shared/actions/runAction'

import { setOwnRow } from './setOwnRow'

/**
 * A member marks an agenda item for My Agenda or unmarks it, as the member: marking twice keeps
 * one row. Marked items drive the session reminders and schedule-change alerts.
 */
export async function markAgendaInterest(
  { payload, user }: ActionContext,
  { agendaItemId, interested }: { agendaItemId: number; interested: boolean },
) {
  await setOwnRow(payload, user, 'agenda-interests', { agendaItem: agendaItemId }, interested)
}
