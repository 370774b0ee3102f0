import type { ActionContext } from '@/lib/actions/runAction'
import { AppError } from '@/lib/errors/appError'
import { errorText } from '@/lib/errors/errorText'

/**
 * A member removes one of their passkeys (a lost or sold device): it signs in no more. Removing
 * one that is gone already (a second click) changes nothing; another member's is not found.
 */
export async function removePasskey({ payload, user }: ActionContext, { id }: { id: number }): Promise<void> {
  const result = await payload.delete({ collection: 'passkeys', where: { id: { equals: id } }, depth: 0, user, overrideAccess: false })
  if (result.errors.length) throw new AppError('FORBIDDEN', errorText('passkeyNotRemoved'))
}
