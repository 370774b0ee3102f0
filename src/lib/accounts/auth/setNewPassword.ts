import { setSessionCookie } from '@/lib/accounts/auth/setSession'
import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

/**
 * Sets a new password with the single-use token from the reset e-mail and signs the member in.
 * The token is the proof (no session exists yet), so Payload's reset runs without a user.
 * Returns the member signed in (their language goes on with them).
 */
export async function setNewPassword(
  { payload }: ActionContext<User | null>,
  { token, password }: { token: string; password: string },
): Promise<Pick<User, 'language'>> {
  let reset: Awaited<ReturnType<typeof payload.resetPassword<'users'>>>
  try {
    reset = await payload.resetPassword({
      collection: 'users',
      data: { token, password },
      ...elevated('the single-use token is the proof'),
    })
  } catch {
    throw new AppError('INVALID_INPUT', errorText('requestNewResetLink'), { title: errorText('invalidOrExpiredLink') })
  }
  if (reset.token) await setSessionCookie(payload, reset.token)
  return { language: (reset.user as Pick<User, 'language'>).language ?? null }
}
