import type { ActionContext } from '@/lib/shared/actions/runAction'

/**
 * A member removes one of their own passkeys (a lost or sold device): it signs in no more.
 * Removing one that is gone already (a second click) changes nothing, and so does another
 * member's: this is the security page's action, so a super admin's right to remove anyone's
 * passkey (the admin panel's reset) does not reach through it.
 */
export async function removePasskey({ payload, user }: ActionContext, { id }: { id: number }): Promise<void> {
  const result = await payload.delete({
    collection: 'passkeys',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    depth: 0,
    user,
    overrideAccess: false,
  })
  // Only the member's own rows match, so an error here is a failure, not a refusal: logged, and "try later".
  if (result.errors.length) throw new Error(`Removing passkey ${id}: ${result.errors[0]!.message}`)
}
