import type { ActionContext } from '@/lib/actions/runAction'
import { elevated } from '@/lib/security/elevated'
import type { User } from '@/payload-types'

import type { UnsubscribeTopic } from './unsubscribeToken'

/**
 * What an unsubscribe link turns off: 'reminders' stops event reminders and the opt-in for
 * session reminders; 'schedule-changes' stops the alerts. Idempotent; false when the member
 * no longer exists.
 */
export async function unsubscribeMember(
  { payload }: ActionContext<User | null>,
  { userId, topic }: { userId: number; topic: UnsubscribeTopic },
): Promise<boolean> {
  const data = topic === 'reminders' ? { eventReminders: false, agendaItemReminders: false } : { scheduleChangeAlerts: false }
  const { docs } = await payload.update({
    collection: 'users',
    where: { id: { equals: userId } },
    data,
    depth: 0,
    ...elevated('the signed link proves the member'),
  })
  return docs.length > 0
}
