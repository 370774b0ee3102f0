import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from './belowLocalApi'

/**
 * How many rows of `table` point at each of `ids` through `column` (downloads per document,
 * questions per survey, applications per project): one grouped COUNT for a whole page of a
 * list, never a query per row. Ids without rows are absent from the map. `only` narrows to
 * rows whose column holds one of the values (the documents every member reads).
 */
export async function countRowsBy(
  payload: Payload,
  table: string,
  column: string,
  ids: number[],
  only?: { column: string; values: readonly string[] },
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const result = await belowLocalApi(payload, 'a count per id in one grouped query for a page of a list, not a query per row').drizzle
    .execute(sql`
    SELECT ${sql.identifier(column)} AS id, count(*)::int AS n
    FROM ${sql.identifier(table)}
    WHERE ${sql.identifier(column)} IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})${
      only
        ? sql` AND ${sql.identifier(only.column)}::text IN (${sql.join(
            only.values.map((value) => sql`${value}`),
            sql`, `,
          )})`
        : sql``
    }
    GROUP BY ${sql.identifier(column)}
  `)
  return new Map((result.rows as { id: number; n: number }[]).map((row) => [Number(row.id), Number(row.n)]))
}
