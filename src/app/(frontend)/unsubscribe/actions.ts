'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { failed, succeeded } from '@/lib/actions/actionResult'
import { visitorAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { unsubscribeMember } from '@/lib/memberEmails/unsubscribeMember'
import { readUnsubscribeToken } from '@/lib/memberEmails/unsubscribeToken'

/** The unsubscribe page's button: no sign-in, the signed token in the link says who and what. */
export const confirmUnsubscribe = visitorAction((t: Translator) => ({
  input: formFields(z.object({ token: z.unknown() }), t('unsubscribe.notValid')),
  title: t('unsubscribe.notValid'),
  run: async (context, { token: signed }) => {
    const token = readUnsubscribeToken(context.payload.secret, signed)
    if (!token || !(await unsubscribeMember(context, token))) return failed(t('unsubscribe.notValid'))
    return succeeded(t(`unsubscribe.topics.${token.topic}.done`))
  },
}))
