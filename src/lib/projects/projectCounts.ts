import type { Payload } from 'payload'

import { countRowsBy } from '../countRowsBy'

export type ProjectCounts = { applications: number; documents: number }

/** Applications and documents per project for a page of projects: two grouped counts, no per-row queries. */
export async function projectCounts(payload: Payload, projectIds: number[]): Promise<Map<number, ProjectCounts>> {
  const [applications, documents] = await Promise.all([
    countRowsBy(payload, 'project_applications', 'project_id', projectIds),
    countRowsBy(payload, 'project_documents', 'project_id', projectIds),
  ])
  return new Map(projectIds.map((id) => [id, { applications: applications.get(id) ?? 0, documents: documents.get(id) ?? 0 }]))
}
