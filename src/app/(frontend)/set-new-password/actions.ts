'use server'

import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { visitorAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { setNewPassword as setPassword } from '@/lib/auth/setNewPassword'

const INVALID_LINK = 'The password reset link is invalid or has expired.'
const text = z.unknown().transform((value) => (typeof value === 'string' ? value : ''))

/** Spec 5 and 8: at least 6 characters, equal to the confirmation, and a valid single-use link (src/lib/auth/setNewPassword.ts). */
export const setNewPassword = visitorAction({
  input: formFields(z.object({ token: text, password: text, confirmPassword: text }), INVALID_LINK),
  invalidTitle: 'Invalid reset link',
  title: 'Invalid or expired link',
  run: async (context, { token, password, confirmPassword }) => {
    if (!token) return failed('Invalid reset link', INVALID_LINK)
    if (password.length < 6) return failed('Password too short', 'Password must be at least 6 characters long.')
    if (password !== confirmPassword) return failed("Passwords don't match", 'Please make sure both passwords are identical.')
    await setPassword(context, { token, password })
    return succeeded('Password updated!', 'You are signed in with your new password.')
  },
})
