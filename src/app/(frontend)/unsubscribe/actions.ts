'use server'

import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { visitorAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { unsubscribeMember } from '@/lib/notifications/unsubscribeMember'
import { readUnsubscribeToken } from '@/lib/notifications/unsubscribeToken'

const NOT_VALID = 'This unsubscribe link is not valid. Sign in and change your e-mail settings on your profile.'

/** The unsubscribe page's button: no sign-in, the signed token in the link says who and what. */
export const confirmUnsubscribe = visitorAction({
  input: formFields(z.object({ token: z.unknown() }), NOT_VALID),
  title: NOT_VALID,
  run: async (context, { token: signed }) => {
    const token = readUnsubscribeToken(context.payload.secret, signed)
    if (!token || !(await unsubscribeMember(context, token))) return failed(NOT_VALID)
    return succeeded(
      token.topic === 'reminders'
        ? 'Reminder e-mails are off. You can turn them on again on your profile.'
        : 'Schedule-change e-mails are off. You can turn them on again on your profile.',
    )
  },
})
