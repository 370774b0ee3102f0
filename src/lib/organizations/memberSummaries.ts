import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/** An organization's members as its row in the admin's table shows them. */
export type MemberSummary = { count: number; names: string[] }

/** Names shown in a row's hover list; the count covers everyone. */
const NAMES_SHOWN = 20

/**
 * The members column of the organizations table (spec 2), for one page of rows in one grouped
 * query, never a query per row: how many members each organization has and the first names.
 */
export async function memberSummaries(payload: Payload, ids: number[]): Promise<Record<string, MemberSummary>> {
  const summaries: Record<string, MemberSummary> = Object.fromEntries(ids.map((id) => [id, { count: 0, names: [] }]))
  if (ids.length === 0) return summaries
  const { rows } = await belowLocalApi(payload, 'a count and first names per organization in one grouped query, not a query per row')
    .drizzle.execute(sql`
    SELECT organization_id AS id, count(*)::int AS count,
      (array_agg(coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), 'Unknown Member') ORDER BY first_name, last_name))[1:${NAMES_SHOWN}] AS names
    FROM users WHERE organization_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY organization_id`)
  for (const row of rows as { id: number; count: number; names: string[] }[]) summaries[row.id] = { count: row.count, names: row.names }
  return summaries
}
