'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { unsubscribeMember } from '@/lib/reach/memberEmails/unsubscribeMember'
import { readUnsubscribeToken } from '@/lib/reach/memberEmails/unsubscribeToken'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'

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
