'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { turnOnWeeklyDigest } from '@/lib/reach/digest/turnOnWeeklyDigest'
import { readWeeklyDigestToken } from '@/lib/reach/digest/weeklyDigestToken'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'

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
