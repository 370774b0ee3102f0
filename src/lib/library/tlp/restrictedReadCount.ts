import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { RESTRICTED_TLP_LEVELS } from './tlpLevels'

/** The collections whose items carry TLP labels (fields/tlpFields.ts). */
export const LABELLED_COLLECTIONS = ['documents', 'projects', 'project-documents'] as const

/**
 * How many items of a restricted TLP label (AMBER and above) the user may read, as the
 * collections' own access says: members who read the same restricted items see the same pages
 * (src/lib/platform/memberState/memberStateAnswer.ts, sharing groups). One indexed count per
 * labelled collection.
 */
export async function restrictedReadCount(payload: Payload, user: User): Promise<number> {
  const counts = await Promise.all(
    LABELLED_COLLECTIONS.map((collection) =>
      payload.count({ collection, where: { tlp: { in: [...RESTRICTED_TLP_LEVELS] } }, user, overrideAccess: false }),
    ),
  )
  return counts.reduce((sum, { totalDocs }) => sum + totalDocs, 0)
}
