import type { ActionContext } from '@/lib/actions/runAction'

/** A member renames one of their passkeys ("Work laptop"); the collection's access keeps it to their own. */
export async function renamePasskey({ payload, user }: ActionContext, { id, name }: { id: number; name: string }): Promise<void> {
  await payload.update({ collection: 'passkeys', id, data: { name }, depth: 0, user, overrideAccess: false })
}
