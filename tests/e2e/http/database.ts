import pg from 'pg'

/**
 * Columns that change without anyone writing content: sign-in bookkeeping (sessions, the last
 * authenticator step used, failed attempts in sign_in_failures) and the activity ping. Everything
 * else in every table must stay as it was.
 */
const BOOKKEEPING: Record<string, string[]> = {
  users: ['last_active_at', 'updated_at'],
  second_steps: ['totp_last_step', 'version', 'updated_at'],
}
// The jobs queue's own timers (reminders, alerts) write these every minute, whatever clients send.
const BOOKKEEPING_TABLES = new Set(['users_sessions', 'sign_in_failures', 'payload_jobs', 'payload_jobs_log', 'payload_jobs_stats'])

/** The app's own embedded PostgreSQL, reached on the port the test gave it (EMBEDDED_DB_PORT). */
export async function connectDatabase(port: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/community` })
  await client.connect()
  return client
}

/** Row count and an MD5 over every row of every table (bookkeeping columns left out), by table. */
export async function tableFingerprints(client: pg.Client): Promise<Map<string, string>> {
  const { rows: tables } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const fingerprints = new Map<string, string>()
  for (const { name } of tables) {
    if (BOOKKEEPING_TABLES.has(name)) continue
    const left = (BOOKKEEPING[name] ?? []).map((column) => ` - '${column}'`).join('')
    const { rows } = await client.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(r, '|' ORDER BY r)) AS sum FROM (SELECT (to_jsonb(t)${left})::text AS r FROM "${name}" t) s`,
    )
    fingerprints.set(name, `${rows[0]!.n} rows, ${rows[0]!.sum ?? 'empty'}`)
  }
  return fingerprints
}

/** The tables whose fingerprint differs between two snapshots, with both values. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name)} -> ${after.get(name)}`)
}
