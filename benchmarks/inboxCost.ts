/**
 * What the bell costs a member's page (issue 22: "the inbox count adds no more than one small
 * query per page"): the member gets 1,000 notices (300 unread), then each page is loaded a few
 * times in a row and PostgreSQL's own counters say how often the notifications table was read
 * (sequential and index scans, pg_stat_user_tables) per load, first load and repeats apart;
 * EXPLAIN ANALYZE times the count itself.
 */
import pg from 'pg'

export type InboxPageCost = { page: string; firstLoadScans: number; repeatScansPerLoad: number; repeats: number }
export type InboxCost = { notices: number; unread: number; countMs: number; pages: InboxPageCost[] }

const NOTICES = 1_000
const UNREAD = 300
const REPEATS = 5
/** PostgreSQL flushes a backend's table counters when it has been idle this long at the latest (PGSTAT_IDLE_INTERVAL, 10 s). */
const STATS_FLUSH_MS = 11_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function measureInboxCost(
  connectionString: string,
  base: string,
  member: { email: string; headers: Record<string, string> },
  pages: string[],
): Promise<InboxCost> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const load = async (page: string) => {
      const response = await fetch(`${base}${page}`, { headers: member.headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${page} answered ${response.status} to the member`)
    }
    // Each page once before: the shared member pages are rendered (once per route, for every
    // member) outside the count. The notices below then make the member's next load a first one
    // (their remembered state is forgotten when notices arrive).
    for (const page of pages) await load(page)
    const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [member.email])
    const memberId = rows[0]!.id
    await client.query(
      `INSERT INTO notifications (recipient_id, kind, notice_key, read_at, created_at)
       SELECT $1::int, 'new-event', 'bench-inbox:' || $1::int || ':' || n, CASE WHEN n > $3::int THEN now() END, now() - n * interval '1 hour'
       FROM generate_series(1, $2::int) AS n ON CONFLICT (notice_key) DO NOTHING`,
      [memberId, NOTICES, UNREAD],
    )
    await client.query('ANALYZE notifications')
    const scans = async () => {
      await pause(STATS_FLUSH_MS)
      const { rows: counters } = await client.query<{ scans: string }>(
        `SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans FROM pg_stat_user_tables WHERE relname = 'notifications'`,
      )
      return Number(counters[0]!.scans)
    }
    const results: InboxPageCost[] = []
    for (const page of pages) {
      const before = await scans()
      await load(page)
      const afterFirst = await scans()
      for (let run = 0; run < REPEATS; run++) await load(page)
      const afterRepeats = await scans()
      results.push({
        page,
        firstLoadScans: afterFirst - before,
        repeatScansPerLoad: (afterRepeats - afterFirst) / REPEATS,
        repeats: REPEATS,
      })
    }
    const { rows: plan } = await client.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM notifications WHERE recipient_id = $1 AND read_at IS NULL`,
      [memberId],
    )
    return { notices: NOTICES, unread: UNREAD, countMs: plan[0]!['QUERY PLAN'][0]!['Execution Time'], pages: results }
  } finally {
    await client.end()
  }
}
