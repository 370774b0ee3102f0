import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { RESTRICTED_TLP_LEVELS } from './tlpLevels'

/**
 * Whether the member may read any document of a restricted TLP label (AMBER and above), as the
 * collection's own access says: their pages differ from other members', so they are rendered for
 * them instead of shared (src/lib/memberState/memberStateAnswer.ts). One indexed count.
 */
export async function readsRestrictedMaterial(payload: Payload, user: User): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'documents',
    where: { tlp: { in: [...RESTRICTED_TLP_LEVELS] } },
    user,
    overrideAccess: false,
  })
  return totalDocs > 0
}
