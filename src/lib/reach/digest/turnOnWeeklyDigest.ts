import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

/**
 * Turns the weekly digest on from the welcome e-mail's signed link (weeklyDigestToken.ts).
 * Idempotent; false when the member no longer exists.
 */
export async function turnOnWeeklyDigest({ payload }: ActionContext<User | null>, userId: number): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'users',
    where: { id: { equals: userId } },
    data: { weeklyDigest: true },
    depth: 0,
    ...elevated('the signed link proves the member'),
  })
  return docs.length > 0
}
