import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

/**
 * A member changes their own account (profile, e-mail settings), as the member: the users
 * collection's access and field rules decide what they may change. Throws what it throws.
 */
export async function updateOwnAccount({ payload, user }: ActionContext, changes: Partial<User>): Promise<void> {
  await payload.update({ collection: 'users', id: user.id, data: changes, user, overrideAccess: false })
}
