import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/**
 * A member renames one of their own passkeys ("Work laptop"); another member's (or one gone
 * already) is refused in the same words, whatever the collection's access lets an admin do.
 */
export async function renamePasskey({ payload, user }: ActionContext, { id, name }: { id: number; name: string }): Promise<void> {
  const result = await payload.update({
    collection: 'passkeys',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    data: { name },
    depth: 0,
    user,
    overrideAccess: false,
  })
  if (result.docs.length === 0) throw new AppError('NOT_FOUND', errorText('passkeyNotYours'))
}
