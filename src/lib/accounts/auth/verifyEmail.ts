import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

/**
 * Opens a verification link: the account with this token is verified and the token is used up.
 * False for an unknown, used or replaced token (or none); mail scanners that open the link act
 * for the mailbox's owner, so opening it is the proof.
 */
export async function verifyEmail({ payload }: ActionContext<User | null>, { token }: { token: unknown }): Promise<boolean> {
  if (typeof token !== 'string' || !/^[a-f0-9]{40}$/.test(token)) return false
  try {
    return await payload.verifyEmail({ collection: 'users', token })
  } catch {
    return false
  }
}
