import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import type { UnsubscribeTopic } from './unsubscribeToken'

/** The settings an unsubscribe link's topic turns off. */
const settingsOff = (topic: UnsubscribeTopic): Partial<User> => {
  switch (topic) {
    case 'reminders':
      return { eventReminders: false, agendaItemReminders: false }
    case 'schedule-changes':
      return { scheduleChangeAlerts: false }
    case 'weekly-digest':
      return { weeklyDigest: false }
    default:
      // The notices of that kind stay in the inbox, no longer e-mailed.
      return { noticeEmails: { [topic]: 'site' } }
  }
}

/**
 * What an unsubscribe link turns off: 'reminders' stops event reminders and the opt-in for
 * session reminders; 'schedule-changes' stops the alerts; 'weekly-digest' the digest; a notice topic stops that kind's
 * e-mails. Idempotent; false when the member no longer exists.
 */
export async function unsubscribeMember(
  { payload }: ActionContext<User | null>,
  { userId, topic }: { userId: number; topic: UnsubscribeTopic },
): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'users',
    where: { id: { equals: userId } },
    data: settingsOff(topic),
    depth: 0,
    ...elevated('the signed link proves the member'),
  })
  return docs.length > 0
}
