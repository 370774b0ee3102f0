/**
 * Live questions under load (issue 50, item 2; `npx tsx benchmarks/liveQuestions.ts`): 200
 * signed-in members in one session happening now, each for 60 s asking now and then (whether or
 * not there is anything to vote for yet), voting for and withdrawing from others' questions (a
 * pause of 1 to 3 s between actions, as people click), and asking for the list every 4 s (± 25 %)
 * as the page's island does (with its ETag), each member's page opening within the first 3 s (the
 * event page's HTML, which checks their session as a browser's page load does) before their first
 * click and the island's first refresh. Reports:
 *
 * - whether every vote counted exactly once: per question, the members whose last successful
 *   answer said "voted" against the stored count and the vote rows (a request that failed
 *   without an answer leaves its member and question out, and is reported);
 * - p50 and p99 of a question or a vote (target: p99 under 250 ms) and of a list refresh;
 * - refusals by status (429: the members' own rate limits) and failures.
 *
 * Run alone, it fills a throw-away embedded PostgreSQL with 1/20 of the suite's large data
 * (benchmarks/bulkData.ts, 5,000 members), moves one published session to now, gives 200
 * members a password and serves the production build as benchmarks/appServer.ts does (building
 * it first when there is none). Writes benchmarks/results/live-questions.md. Figures, not a test:
 * only a vote counted wrongly fails it.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { ensureBuild, startApp } from './appServer'
import { startBenchDatabase } from './benchDatabase'
import { LARGE_SIZES, generateData, scaleSizes } from './bulkData'
import { loadAverage } from './machine'
import { payloadPasswordHash } from './signIn'
import { nextRefreshMs, REFRESH_JITTER, REFRESH_MS } from '../src/lib/liveQuestions/liveQuestionRules'

export const LIVE_QUESTION_SETTINGS = {
  members: 200,
  seconds: 60,
  pauseMs: [1000, 3000],
  askShare: 0.05,
  withdrawShare: 0.2,
}

/** One answer: how long it took, its status, and when it was sent (ms since the load began). */
type Timed = { ms: number; status: number; at: number }
export type LiveQuestionsResult = {
  members: number
  seconds: number
  writes: { asks: Timed[]; votes: Timed[] }
  refreshes: Timed[]
  /** Each member's opening of the session's event page (its HTML). */
  pageOpens: Timed[]
  failures: number
  questions: number
  /** Questions whose stored count, vote rows and successful votes all agree. */
  agreeing: number
  /** Questions left out of the comparison (a vote request on them failed without an answer). */
  uncertain: number
  mismatches: { question: number; expected: number; stored: number; rows: number }[]
}

const percentile = (values: number[], q: number) => {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
}
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What a browser sends when it opens a page (the member's cookie and Sec-Fetch-Site come with their headers). */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
}

/** The event whose page shows the session's live questions. */
async function eventOf(connectionString: string, agendaItem: number): Promise<number> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query<{ event_id: number }>('SELECT event_id FROM agenda_items WHERE id = $1', [agendaItem])
    if (!rows[0]) throw new Error(`session ${agendaItem} has no event`)
    return rows[0].event_id
  } finally {
    await client.end()
  }
}

/** Gives `count` generated members one password (hashed once), verified, with a name: returns their ids and addresses. */
export async function prepareLiveMembers(connectionString: string, count: number, password: string) {
  const { salt, hash } = payloadPasswordHash(password)
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number; email: string }>(
      `UPDATE users SET hash = $1, salt = $2, _verified = true, first_name = coalesce(first_name, 'Live'), last_name = coalesce(last_name, 'Member')
       WHERE id IN (SELECT id FROM users WHERE role = 'community_user' ORDER BY id LIMIT $3) RETURNING id, email`,
      [hash, salt, count],
    )
    if (rows.length < count) throw new Error(`only ${rows.length} generated members to sign in with`)
    return rows
  } finally {
    await client.end()
  }
}

/** Moves one session of a published event to now (started 5 minutes ago, ending in 2 hours): its id. */
export async function liveSessionNow(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      `UPDATE agenda_items SET start_time = now() - interval '5 minutes', end_time = now() + interval '2 hours', status = 'scheduled'
       WHERE id = (SELECT a.id FROM agenda_items a JOIN events e ON e.id = a.event_id WHERE e._status = 'published' ORDER BY a.id LIMIT 1)
       RETURNING id`,
    )
    if (!rows[0]) throw new Error('the generated data has no session of a published event')
    return rows[0].id
  } finally {
    await client.end()
  }
}

/** Signs the members in through POST /api/users/login, a few at a time: each one's browser headers. */
export async function signInLiveMembers(base: string, members: { email: string }[], password: string) {
  const headers: Record<string, string>[] = []
  for (let start = 0; start < members.length; start += 4) {
    const batch = await Promise.all(
      members.slice(start, start + 4).map(async ({ email }) => {
        const response = await fetch(`${base}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
        const token = response.headers
          .getSetCookie()
          .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
          .find(Boolean)
        if (!response.ok || !token) throw new Error(`signing in as ${email} failed: ${response.status}`)
        return { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }
      }),
    )
    headers.push(...batch)
  }
  return headers
}

/**
 * The load itself, against a running server: `members` are the signed-in members' headers and
 * their ids (in the same order), `agendaItem` a session happening now.
 */
export async function measureLiveQuestions(
  base: string,
  connectionString: string,
  agendaItem: number,
  members: { id: number; headers: Record<string, string> }[],
  settings = LIVE_QUESTION_SETTINGS,
): Promise<LiveQuestionsResult> {
  const asks: Timed[] = []
  const votes: Timed[] = []
  const refreshes: Timed[] = []
  const pageOpens: Timed[] = []
  let failures = 0
  // The last successful answer per member and question: voted or not. Failed requests make the pair uncertain.
  const lastState = new Map<string, boolean>()
  const uncertain = new Set<number>()
  const known = new Set<number>()
  const ownQuestions = new Map<number, number>()
  const deadline = Date.now() + settings.seconds * 1000
  const listUrl = `${base}/api/live-questions/session/${agendaItem}`
  const pageUrl = `${base}/events/${await eventOf(connectionString, agendaItem)}`
  const began = performance.now()

  const timed = async (list: Timed[], url: string, init: RequestInit) => {
    const started = performance.now()
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    const body = response.status === 304 ? null : await response.text()
    list.push({ ms: performance.now() - started, status: response.status, at: started - began })
    return { status: response.status, body }
  }

  // Each member's page opens once, within the first seconds: the island's refreshes and the
  // member's clicks (below) come after it, as in a browser, where the page's load checks the session.
  const opened = new Map<number, Promise<void>>()
  const openPage = (member: (typeof members)[number]) => {
    let opening = opened.get(member.id)
    if (!opening) {
      opening = (async () => {
        await sleep(Math.random() * settings.pauseMs[1]!)
        await timed(pageOpens, pageUrl, { headers: { ...PAGE_HEADERS, ...member.headers } }).catch(() => {
          failures++
        })
      })()
      opened.set(member.id, opening)
    }
    return opening
  }

  const poll = async (member: (typeof members)[number]) => {
    let etag: string | null = null
    await openPage(member)
    while (Date.now() < deadline) {
      try {
        const started = performance.now()
        const response: Response = await fetch(listUrl, {
          headers: { ...member.headers, ...(etag ? { 'if-none-match': etag } : {}) },
          signal: AbortSignal.timeout(30_000),
        })
        if (response.status === 200) {
          etag = response.headers.get('etag')
          const answer = (await response.json()) as { questions: { id: number }[] }
          for (const question of answer.questions) known.add(question.id)
        } else await response.arrayBuffer()
        refreshes.push({ ms: performance.now() - started, status: response.status, at: started - began })
      } catch {
        failures++
      }
      // As the island waits: REFRESH_MS give or take REFRESH_JITTER.
      await sleep(nextRefreshMs())
    }
  }

  const act = async (member: (typeof members)[number], index: number) => {
    const headers = { ...member.headers, 'content-type': 'application/json' }
    // The first click comes once the page is open (spread over the first seconds by openPage).
    await openPage(member)
    while (Date.now() < deadline) {
      const candidates = [...known].filter((id) => ownQuestions.get(id) !== member.id)
      // A member asks now and then (askShare of their clicks), whether or not there is anything to
      // vote for yet; with nothing to vote for, the click is a look at the list until the next one.
      // (Forcing an ask on an empty list made all 200 ask in the first 3 s, a burst no room makes.)
      const asking = Math.random() < settings.askShare
      if (!asking && candidates.length === 0) {
        await sleep(settings.pauseMs[0]! + Math.random() * (settings.pauseMs[1]! - settings.pauseMs[0]!))
        continue
      }
      try {
        if (asking) {
          const answer = await timed(asks, listUrl, {
            method: 'POST',
            headers,
            body: JSON.stringify({ text: `Question ${index} at ${Date.now()}?` }),
          })
          if (answer.status === 200) {
            const { id } = JSON.parse(answer.body!) as { id: number }
            known.add(id)
            ownQuestions.set(id, member.id)
          }
        } else {
          const question = pick(candidates)!
          const key = `${member.id}:${question}`
          const withdraw = lastState.get(key) === true && Math.random() < settings.withdrawShare
          try {
            const answer = await timed(votes, `${base}/api/live-questions/${question}/vote`, {
              method: withdraw ? 'DELETE' : 'POST',
              headers,
              body: '{}',
            })
            if (answer.status === 200) lastState.set(key, (JSON.parse(answer.body!) as { voted: boolean }).voted)
          } catch (error) {
            uncertain.add(question)
            throw error
          }
        }
      } catch {
        failures++
      }
      await sleep(settings.pauseMs[0]! + Math.random() * (settings.pauseMs[1]! - settings.pauseMs[0]!))
    }
  }

  await Promise.all(members.flatMap((member, index) => [act(member, index), poll(member)]))

  // Every vote counted exactly once: the stored count, the vote rows and the successful answers agree.
  const expected = new Map<number, number>()
  for (const [key, voted] of lastState) {
    const question = Number(key.split(':')[1])
    expected.set(question, (expected.get(question) ?? 0) + (voted ? 1 : 0))
  }
  const client = new pg.Client({ connectionString })
  await client.connect()
  const { rows } = await client
    .query<{ id: number; stored: number; rows: number }>(
      `SELECT q.id, q.vote_count AS stored, (SELECT count(*)::int FROM live_question_votes v WHERE v.question_id = q.id) AS rows
       FROM live_questions q WHERE q.agenda_item_id = $1`,
      [agendaItem],
    )
    .finally(() => client.end())
  const mismatches = rows
    .filter((row) => !uncertain.has(row.id))
    .map((row) => ({ question: row.id, expected: expected.get(row.id) ?? 0, stored: Number(row.stored), rows: Number(row.rows) }))
    .filter((row) => row.expected !== row.stored || row.stored !== row.rows)
  return {
    members: members.length,
    seconds: settings.seconds,
    writes: { asks, votes },
    refreshes,
    pageOpens,
    failures,
    questions: rows.length,
    agreeing: rows.length - uncertain.size - mismatches.length,
    uncertain: uncertain.size,
    mismatches,
  }
}

/** The result as a short Markdown report. */
export function liveQuestionsReport(result: LiveQuestionsResult, note = ''): string {
  const ok = (list: Timed[]) => list.filter((entry) => entry.status === 200 || entry.status === 304).map((entry) => entry.ms)
  const writes = [...ok(result.writes.asks), ...ok(result.writes.votes)]
  const byStatus = (list: Timed[]) =>
    Object.entries(
      list.reduce<Record<number, number>>((counts, entry) => ({ ...counts, [entry.status]: (counts[entry.status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')
  const ms = (value: number) => `${value.toFixed(0)} ms`
  const p99 = percentile(writes, 0.99)
  return [
    '# Live questions under load',
    '',
    note,
    `${result.members} members in one session happening now for ${result.seconds} s: asking now and then, voting and withdrawing (1 to 3 s apart), and refreshing the list every ${REFRESH_MS / 1000} s (± ${REFRESH_JITTER * 100} %), each member's event page opening within the first ${LIVE_QUESTION_SETTINGS.pauseMs[1]! / 1000} s before their first click.`,
    '',
    '| measure | answers | p50 | p99 | target |',
    '| --- | --- | --- | --- | --- |',
    `| a question or a vote | ${writes.length} | ${ms(percentile(writes, 0.5))} | ${ms(p99)} | p99 under 250 ms: ${p99 < 250 ? 'met' : '**missed**'} |`,
    `| asking (alone) | ${ok(result.writes.asks).length} | ${ms(percentile(ok(result.writes.asks), 0.5))} | ${ms(percentile(ok(result.writes.asks), 0.99))} | |`,
    `| voting or withdrawing (alone) | ${ok(result.writes.votes).length} | ${ms(percentile(ok(result.writes.votes), 0.5))} | ${ms(percentile(ok(result.writes.votes), 0.99))} | |`,
    `| the list's refresh (200 or 304) | ${ok(result.refreshes).length} | ${ms(percentile(ok(result.refreshes), 0.5))} | ${ms(percentile(ok(result.refreshes), 0.99))} | |`,
    `| opening the event page (its HTML, once per member) | ${ok(result.pageOpens).length} | ${ms(percentile(ok(result.pageOpens), 0.5))} | ${ms(percentile(ok(result.pageOpens), 0.99))} | |`,
    '',
    `Statuses: asks ${byStatus(result.writes.asks)}; votes ${byStatus(result.writes.votes)}; refreshes ${byStatus(result.refreshes)}; page openings ${byStatus(result.pageOpens)}. Requests without an answer: ${result.failures}.`,
    '',
    result.mismatches.length === 0
      ? `**Every vote counted exactly once**: on all ${result.agreeing} questions compared, the stored count equals the vote rows and the members' successful votes${result.uncertain ? ` (${result.uncertain} left out: a vote request on them got no answer)` : ''}.`
      : `**Votes counted wrongly** on ${result.mismatches.length} questions: ${JSON.stringify(result.mismatches.slice(0, 10))}`,
    '',
  ].join('\n')
}

/** Run alone: its own database, data, server and members. */
async function main() {
  const startedAt = new Date()
  const built = await ensureBuild()
  const database = await startBenchDatabase('bench-live-questions')
  let app: Awaited<ReturnType<typeof startApp>> | undefined
  try {
    const url = await database.createMigrated('live')
    const sizes = scaleSizes(LARGE_SIZES, 20)
    console.log(`[bench:live-questions] generating ${sizes.members.toLocaleString('en-US')} members and the rest in SQL`)
    await generateData(url, sizes)
    const password = 'bench-password'
    const prepared = await prepareLiveMembers(url, LIVE_QUESTION_SETTINGS.members, password)
    const agendaItem = await liveSessionNow(url)
    // 200 sign-ins from one address: the sign-in limit per client is for attackers, not this run.
    app = await startApp({ ...database.envFor('live'), RATE_LIMIT_SIGN_IN_PER_IP: 'off' }, path.join(database.workDir, 'next-live.log'))
    const headers = await signInLiveMembers(app.base, prepared, password)
    console.log(
      `[bench:live-questions] ${headers.length} members signed in; session ${agendaItem}; loading for ${LIVE_QUESTION_SETTINGS.seconds} s`,
    )
    const result = await measureLiveQuestions(
      app.base,
      url,
      agendaItem,
      prepared.map((member, index) => ({ id: member.id, headers: headers[index]! })),
    )
    app.assertRunning('during the live questions load')
    const note = `Run ${startedAt.toISOString()}${built ? ' (after building)' : ''}; 1-minute load average ${loadAverage()[0].toFixed(1)} at the end.\n`
    const report = liveQuestionsReport(result, note)
    fs.mkdirSync('benchmarks/results', { recursive: true })
    fs.writeFileSync('benchmarks/results/live-questions.md', report)
    console.log(report)
    if (result.mismatches.length) process.exitCode = 1
  } finally {
    await app?.stop()
    await database.cleanUp()
  }
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) await main().then(() => process.exit(process.exitCode ?? 0))
