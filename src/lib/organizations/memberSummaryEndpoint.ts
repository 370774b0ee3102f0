import { sql } from '@payloadcms/db-postgres'

import { adminEndpoint } from '../admin/adminEndpoint'
import { parseRowId } from '../ids/rowId'

export type MemberSummary = { count: number; names: string[] }

/** Names shown in a row's hover list; the count covers everyone. */
const NAMES_SHOWN = 20

/**
 * GET /api/organizations/member-summary?ids=1,2,3: the members column of the organizations
 * table (spec 2), for one page of rows in one grouped query, never a query per row. Admins only.
 */
export const memberSummaryEndpoint = adminEndpoint({
  path: '/member-summary',
  method: 'get',
  handler: async (req) => {
    const raw = new URL(req.url ?? '', 'http://local').searchParams.get('ids') ?? ''
    const entries = raw.split(',').filter((entry) => entry !== '')
    const parsed = entries.map(parseRowId)
    if (parsed.some((id) => id === null)) {
      return Response.json({ message: 'The ids must be organization ids separated by commas.' }, { status: 400 })
    }
    const ids = [...new Set(parsed as number[])].slice(0, 200)
    const summaries: Record<string, MemberSummary> = Object.fromEntries(ids.map((id) => [id, { count: 0, names: [] }]))
    if (ids.length === 0) return Response.json(summaries)
    const { rows } = await req.payload.db.drizzle.execute(sql`
      SELECT organization_id AS id, count(*)::int AS count,
        (array_agg(coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), 'Unknown Member') ORDER BY first_name, last_name))[1:${NAMES_SHOWN}] AS names
      FROM users WHERE organization_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      GROUP BY organization_id`)
    for (const row of rows as { id: number; count: number; names: string[] }[]) summaries[row.id] = { count: row.count, names: row.names }
    return Response.json(summaries)
  },
})
