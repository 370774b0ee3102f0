import { passwordResetEmail } from '@/emails/passwordReset'
import { languageOfAddress } from '@/emails/recipient'
import { resetPasswordUrl } from '@/lib/accounts/auth/resetPasswordUrl'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

/**
 * Sends the reset e-mail (HTML and text) when the address has an account, and nothing when it
 * has none; the caller answers the same either way, so the form does not reveal who is a member.
 */
export async function requestPasswordReset({ payload }: ActionContext<User | null>, { email }: { email: string }): Promise<void> {
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (token) await payload.sendEmail({ to: email, ...passwordResetEmail(resetPasswordUrl(token), await languageOfAddress(payload, email)) })
}
