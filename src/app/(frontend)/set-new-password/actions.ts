'use server'

import { z } from 'zod'

import { rememberMemberLanguage } from '@/i18n/rememberMemberLanguage'
import type { Translator } from '@/i18n/translator'
import { setNewPassword as setPassword } from '@/lib/accounts/auth/setNewPassword'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'

const text = z.unknown().transform((value) => (typeof value === 'string' ? value : ''))

/** Spec 5 and 8: at least 6 characters, equal to the confirmation, and a valid single-use link (src/lib/accounts/auth/setNewPassword.ts). */
export const setNewPassword = visitorAction((t: Translator) => ({
  input: formFields(z.object({ token: text, password: text, confirmPassword: text }), t('newPassword.invalidLink')),
  invalidTitle: t('newPassword.invalidLinkTitle'),
  title: t('errors.invalidOrExpiredLink'),
  run: async (context, { token, password, confirmPassword }) => {
    if (!token) return failed(t('newPassword.invalidLinkTitle'), t('newPassword.invalidLink'))
    if (password.length < 6) return failed(t('newPassword.tooShortTitle'), t('newPassword.tooShort'))
    if (password !== confirmPassword) return failed(t('newPassword.mismatchTitle'), t('newPassword.mismatch'))
    // Signed in now: the member's own language becomes this browser's, as at sign-in.
    await rememberMemberLanguage(await setPassword(context, { token, password }))
    return succeeded(t('newPassword.updatedTitle'), t('newPassword.updated'))
  },
}))
