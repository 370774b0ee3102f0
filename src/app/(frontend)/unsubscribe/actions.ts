'use server'

import { getPayloadClient } from '@/lib/payload'
import { unsubscribeMember } from '@/lib/notifications/unsubscribeMember'
import { readUnsubscribeToken } from '@/lib/notifications/unsubscribeToken'

export type UnsubscribeResult = { ok: boolean; message: string; at: number } | null

/** The unsubscribe page's button: no sign-in, the signed token in the link says who and what. */
export async function confirmUnsubscribe(_state: UnsubscribeResult, formData: FormData): Promise<UnsubscribeResult> {
  const payload = await getPayloadClient()
  const token = readUnsubscribeToken(payload.secret, formData.get('token'))
  if (!token || !(await unsubscribeMember(payload, token))) {
    return {
      ok: false,
      message: 'This unsubscribe link is not valid. Sign in and change your e-mail settings on your profile.',
      at: Date.now(),
    }
  }
  return {
    ok: true,
    message:
      token.topic === 'reminders'
        ? 'Reminder e-mails are off. You can turn them on again on your profile.'
        : 'Schedule-change e-mails are off. You can turn them on again on your profile.',
    at: Date.now(),
  }
}
