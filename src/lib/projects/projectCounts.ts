import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type ProjectCounts = { applications: number; documents: number }

/** Applications and documents per project for a page of projects: two grouped counts, no per-row queries. */
export async function projectCounts(payload: Payload, projectIds: number[]): Promise<Map<number, ProjectCounts>> {
  const counts = new Map<number, ProjectCounts>(projectIds.map((id) => [id, { applications: 0, documents: 0 }]))
  if (projectIds.length === 0) return counts
  const ids = sql.join(projectIds.map((id) => sql`${id}`), sql`, `)
  const [applications, documents] = await Promise.all([
    payload.db.drizzle.execute(sql`SELECT project_id AS id, count(*)::int AS n FROM project_applications WHERE project_id IN (${ids}) GROUP BY project_id`),
    payload.db.drizzle.execute(sql`SELECT project_id AS id, count(*)::int AS n FROM project_documents WHERE project_id IN (${ids}) GROUP BY project_id`),
  ])
  for (const row of applications.rows as { id: number; n: number }[]) counts.get(Number(row.id))!.applications = Number(row.n)
  for (const row of documents.rows as { id: number; n: number }[]) counts.get(Number(row.id))!.documents = Number(row.n)
  return counts
}
