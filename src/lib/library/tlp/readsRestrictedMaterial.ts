import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { RESTRICTED_TLP_LEVELS } from './tlpLevels'

/** The collections whose items carry TLP labels (fields/tlpFields.ts). */
export const LABELLED_COLLECTIONS = ['documents', 'projects', 'project-documents'] as const

/**
 * Whether the member may read any item of a restricted TLP label (AMBER and above), as the
 * collections' own access says: their pages differ from other members', so they are rendered for
 * them instead of shared (src/lib/platform/memberState/memberStateAnswer.ts). One indexed count per
 * labelled collection.
 */
export async function readsRestrictedMaterial(payload: Payload, user: User): Promise<boolean> {
  const counts = await Promise.all(
    LABELLED_COLLECTIONS.map((collection) =>
      payload.count({ collection, where: { tlp: { in: [...RESTRICTED_TLP_LEVELS] } }, user, overrideAccess: false }),
    ),
  )
  return counts.some(({ totalDocs }) => totalDocs > 0)
}
