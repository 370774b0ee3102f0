'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { failed, succeeded } from '@/lib/actions/actionResult'
import { visitorAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { turnOnWeeklyDigest } from '@/lib/digest/turnOnWeeklyDigest'
import { readWeeklyDigestToken } from '@/lib/digest/weeklyDigestToken'

/** The welcome e-mail's offer: no sign-in, the signed token in the link says who. */
export const confirmWeeklyDigest = visitorAction((t: Translator) => ({
  input: formFields(z.object({ token: z.unknown() }), t('weeklyDigestPage.notValid')),
  title: t('weeklyDigestPage.notValid'),
  run: async (context, { token }) => {
    const userId = readWeeklyDigestToken(context.payload.secret, token)
    if (!userId || !(await turnOnWeeklyDigest(context, userId))) return failed(t('weeklyDigestPage.notValid'))
    return succeeded(t('weeklyDigestPage.done'))
  },
}))
