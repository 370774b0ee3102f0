'use server'

import { z } from 'zod'

import { passwordResetEmail } from '@/emails/passwordReset'
import { resetPasswordUrl } from '@/lib/auth/resetPasswordUrl'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

export type ResetRequestState = { sent?: boolean; error?: string }

/**
 * Sends the reset e-mail (HTML and text) when the address has an account. The answer is the
 * same either way, so the form does not reveal who is a member.
 */
export async function requestPasswordReset(_state: ResetRequestState, formData: FormData): Promise<ResetRequestState> {
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return { error: 'Please enter a valid email address.' }
  const parsed = z.string().trim().toLowerCase().email().safeParse(formData.get('email'))
  if (!parsed.success) return { error: 'Please enter a valid email address.' }
  const payload = await getPayloadClient()
  const refusal = await checkRateLimit(payload, 'passwordReset', { address: parsed.data, ip: await requestClientAddress() })
  if (refusal) return { error: refusal.message }
  try {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: parsed.data }, disableEmail: true })
    if (token) await payload.sendEmail({ to: parsed.data, ...passwordResetEmail(resetPasswordUrl(token)) })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Password reset request failed' })
    return { error: (error instanceof Error && error.message) || 'Something went wrong. Please try again.' }
  }
  return { sent: true }
}
