import type { ActionContext } from '@/lib/actions/runAction'
import { setSessionCookie } from '@/lib/auth/setSession'
import { AppError } from '@/lib/errors/appError'
import { errorText } from '@/lib/errors/errorText'
import { elevated } from '@/lib/security/elevated'
import type { User } from '@/payload-types'

/**
 * Sets a new password with the single-use token from the reset e-mail and signs the member in.
 * The token is the proof (no session exists yet), so Payload's reset runs without a user.
 */
export async function setNewPassword(
  { payload }: ActionContext<User | null>,
  { token, password }: { token: string; password: string },
): Promise<void> {
  let session: string | undefined
  try {
    session = (
      await payload.resetPassword({ collection: 'users', data: { token, password }, ...elevated('the single-use token is the proof') })
    ).token
  } catch {
    throw new AppError('INVALID_INPUT', errorText('requestNewResetLink'), { title: errorText('invalidOrExpiredLink') })
  }
  if (session) await setSessionCookie(payload, session)
}
