'use server'

import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { visitorAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { requestPasswordReset as sendResetLink } from '@/lib/auth/requestPasswordReset'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

const INVALID_ADDRESS = 'Please enter a valid email address.'

/** The reset request form (src/lib/auth/requestPasswordReset.ts): the same answer whether or not the address has an account. */
export const requestPasswordReset = visitorAction({
  input: formFields(z.object({ email: z.string().trim().toLowerCase().email(INVALID_ADDRESS) }), INVALID_ADDRESS),
  title: 'Error',
  unexpected: 'Something went wrong. Please try again.',
  run: async (context, { email }) => {
    const refusal = await checkRateLimit(context.payload, 'passwordReset', { address: email, ip: await requestClientAddress() })
    if (refusal) return failed('Error', refusal.message)
    await sendResetLink(context, { email })
    return succeeded(
      'Check your email',
      'If an account exists for that address, we sent a link to choose a new password. It expires in one hour.',
    )
  },
})
