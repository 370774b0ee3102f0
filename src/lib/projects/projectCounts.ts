import type { Payload } from 'payload'

import { countRowsBy } from '@/lib/infrastructure/database/countRowsBy'
import { RESTRICTED_TLP_LEVELS, TLP_LEVELS } from '@/lib/library/tlp/tlpLevels'

/** The labels every member reads: a card's count never tells of files above the reader's label. */
const EVERY_MEMBERS_LEVELS = TLP_LEVELS.filter((level) => !RESTRICTED_TLP_LEVELS.includes(level))

export type ProjectCounts = { applications: number; documents: number }

/**
 * Applications and documents per project for a page of projects: two grouped counts, no per-row
 * queries. Documents of a restricted TLP label are not counted (the project page lists those a
 * member may read).
 */
export async function projectCounts(payload: Payload, projectIds: number[]): Promise<Map<number, ProjectCounts>> {
  const [applications, documents] = await Promise.all([
    countRowsBy(payload, 'project_applications', 'project_id', projectIds),
    countRowsBy(payload, 'project_documents', 'project_id', projectIds, { column: 'tlp', values: EVERY_MEMBERS_LEVELS }),
  ])
  return new Map(projectIds.map((id) => [id, { applications: applications.get(id) ?? 0, documents: documents.get(id) ?? 0 }]))
}
