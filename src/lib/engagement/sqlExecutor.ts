import { sql } from '@payloadcms/db-postgres'

/** A query built with drizzle's `sql` template (the type is not re-exported by the adapter). */
export type SqlQuery = ReturnType<typeof sql>

/**
 * What the engagement queries need: Payload's `payload.db.drizzle`, or a transaction of it
 * (tests read the figures and their own counts in one snapshot).
 */
export type SqlExecutor = {
  execute: (query: SqlQuery) => PromiseLike<{ rows: Record<string, unknown>[] }>
}

/** A timestamp as an ISO 8601 string in UTC, whichever type parser the driver has. */
export const isoTimestamp = (column: SqlQuery) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
