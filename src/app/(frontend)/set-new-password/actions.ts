'use server'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { setSessionCookie } from '@/lib/auth/setSession'
import { getPayloadClient } from '@/lib/payload'

/** Spec 5 and 8: at least 6 characters, equal to the confirmation, and a valid single-use link. */
export async function setNewPassword(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return failed('Invalid reset link', 'The password reset link is invalid or has expired.')
  const token = String(formData.get('token') ?? '')
  const password = String(formData.get('password') ?? '')
  const confirmation = String(formData.get('confirmPassword') ?? '')
  if (!token) return failed('Invalid reset link', 'The password reset link is invalid or has expired.')
  if (password.length < 6) return failed('Password too short', 'Password must be at least 6 characters long.')
  if (password !== confirmation) {
    return failed("Passwords don't match", 'Please make sure both passwords are identical.')
  }
  const payload = await getPayloadClient()
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    if (result.token) await setSessionCookie(payload, result.token)
  } catch {
    return failed('Invalid or expired link', 'Please request a new password reset link.')
  }
  return succeeded('Password updated!', 'You are signed in with your new password.')
}
