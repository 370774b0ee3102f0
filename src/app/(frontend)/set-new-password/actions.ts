'use server'

import { setSessionCookie } from '@/lib/auth/setSession'
import { getPayloadClient } from '@/lib/payload'

export type NewPasswordState = { ok?: boolean; title?: string; description?: string }

/** Spec 5 and 8: at least 6 characters, equal to the confirmation, and a valid single-use link. */
export async function setNewPassword(_state: NewPasswordState, formData: FormData): Promise<NewPasswordState> {
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData))
    return { title: 'Invalid reset link', description: 'The password reset link is invalid or has expired.' }
  const token = String(formData.get('token') ?? '')
  const password = String(formData.get('password') ?? '')
  const confirmation = String(formData.get('confirmPassword') ?? '')
  if (!token) return { title: 'Invalid reset link', description: 'The password reset link is invalid or has expired.' }
  if (password.length < 6) return { title: 'Password too short', description: 'Password must be at least 6 characters long.' }
  if (password !== confirmation) {
    return { title: "Passwords don't match", description: 'Please make sure both passwords are identical.' }
  }
  const payload = await getPayloadClient()
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    if (result.token) await setSessionCookie(payload, result.token)
  } catch {
    return { title: 'Invalid or expired link', description: 'Please request a new password reset link.' }
  }
  return { ok: true }
}
