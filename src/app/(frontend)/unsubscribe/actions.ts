'use server'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { getPayloadClient } from '@/lib/payload'
import { unsubscribeMember } from '@/lib/notifications/unsubscribeMember'
import { readUnsubscribeToken } from '@/lib/notifications/unsubscribeToken'

/** The unsubscribe page's button: no sign-in, the signed token in the link says who and what. */
export async function confirmUnsubscribe(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const payload = await getPayloadClient()
  const token = readUnsubscribeToken(payload.secret, formData.get('token'))
  if (!token || !(await unsubscribeMember(payload, token))) {
    return failed('This unsubscribe link is not valid. Sign in and change your e-mail settings on your profile.')
  }
  return succeeded(
    token.topic === 'reminders'
      ? 'Reminder e-mails are off. You can turn them on again on your profile.'
      : 'Schedule-change e-mails are off. You can turn them on again on your profile.',
  )
}
