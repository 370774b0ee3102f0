'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { requestPasswordReset as sendResetLink } from '@/lib/accounts/auth/requestPasswordReset'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { readErrorText } from '@/lib/shared/errors/errorText'

/** The reset request form (src/lib/accounts/auth/requestPasswordReset.ts): the same answer whether or not the address has an account. */
export const requestPasswordReset = visitorAction((t: Translator) => ({
  input: formFields(z.object({ email: z.string().trim().toLowerCase().email(t('errors.invalidEmail')) }), t('errors.invalidEmail')),
  title: t('errors.error'),
  unexpected: t('errors.somethingWentWrong'),
  run: async (context, { email }) => {
    const refusal = await checkRateLimit(context.payload, 'passwordReset', { address: email, ip: await requestClientAddress() })
    if (refusal) return failed(t('errors.error'), readErrorText(refusal.text, t))
    await sendResetLink(context, { email })
    return succeeded(t('resetPassword.checkEmail'), t('resetPassword.linkSent'))
  },
}))
