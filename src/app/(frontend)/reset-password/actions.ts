'use server'

import { z } from 'zod'

import { passwordResetEmail } from '@/emails/passwordReset'
import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { resetPasswordUrl } from '@/lib/auth/resetPasswordUrl'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

/**
 * Sends the reset e-mail (HTML and text) when the address has an account. The answer is the
 * same either way, so the form does not reveal who is a member.
 */
export async function requestPasswordReset(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return failed('Error', 'Please enter a valid email address.')
  const parsed = z.string().trim().toLowerCase().email().safeParse(formData.get('email'))
  if (!parsed.success) return failed('Error', 'Please enter a valid email address.')
  const payload = await getPayloadClient()
  const refusal = await checkRateLimit(payload, 'passwordReset', { address: parsed.data, ip: await requestClientAddress() })
  if (refusal) return failed('Error', refusal.message)
  try {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: parsed.data }, disableEmail: true })
    if (token) await payload.sendEmail({ to: parsed.data, ...passwordResetEmail(resetPasswordUrl(token)) })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Password reset request failed' })
    return failed('Error', messageOf(error, 'Something went wrong. Please try again.'))
  }
  return succeeded(
    'Check your email',
    'If an account exists for that address, we sent a link to choose a new password. It expires in one hour.',
  )
}
