/**
 * Crashes of the built server under a write load (`npm test`'s resilience part), on a data
 * folder of their own; after each, every write whose acknowledgement a client received is
 * found in the database:
 * - the Next.js server alone is SIGKILLed (as the out-of-memory killer would): `npm start`
 *   restarts it within 30 s while PostgreSQL keeps running, untouched (same postmaster, same rows);
 * - the launcher, the server and PostgreSQL are SIGKILLed at once: a new `npm start` on the same
 *   folder recovers PostgreSQL from its WAL.
 * And a requested stop under a page load (SIGTERM to `npm start`): no request in flight is cut off
 * (scripts/server/gracefulStop.ts), and the launcher exits 0 after the database.
 * The figures replace the resilience section of BENCHMARKS.md (unless RESILIENCE_BENCHMARKS=off).
 * Load under normal use, with expensive requests: soak.resilience.ts.
 */
import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import pg from 'pg'

import { httpClient } from './client'
import { descendants, isAlive, nextServerPid, signalAll, waitUntilGone } from './processes'
import { loadAverage, type LoadSite, sharedMachineNote, startLoadSite } from './site'
import { seededRandom } from './stats'
import { memberNavigation, memberPages, memberWrites, visitorPages } from './traffic'
import { writeBenchmarkSection } from '../../benchmarks/keptSections'
import { startEmbeddedPostgres } from '../../scripts/database/embeddedPostgres'
import type { AppDatabase } from '../e2e/support/appDatabase'
import { startApp } from '../e2e/support/appServer'

test.describe.configure({ mode: 'serial' })

const MEMBERS = 8
const CRASH_WRITERS = 16

let site: LoadSite
const crashes: string[] = []
let loadBefore = ''

test.beforeAll(async () => {
  test.setTimeout(300_000)
  loadBefore = loadAverage()
  // The jobs queue looks every 2 s (not every minute), so the stop test's job starts at once.
  site = await startLoadSite('crash-', MEMBERS, { JOBS_CRON: '*/2 * * * * *' })
})

test.afterAll(async () => {
  // A requested stop is a clean stop: the launcher exits 0.
  expect(await site?.close()).toBe(0)
  if (crashes.length === 2 && process.env.RESILIENCE_BENCHMARKS !== 'off')
    writeBenchmarkSection(
      'resilience',
      [
        '## Resilience: crashes',
        '',
        `Measured by the resilience part of \`npm test\` on **${new Date().toISOString().replace('T', ' ').slice(0, 19)} UTC**: the production build (\`npm start\`, embedded PostgreSQL, demo data plus ${MEMBERS} signed-in members) and the writers on the same machine; load average ${loadBefore} before, ${loadAverage()} after.`,
        ...sharedMachineNote(loadBefore),
        '',
        ...crashes.flatMap((crash) => [crash, '']),
      ].join('\n'),
    )
})

/** The postmaster's pid (postmaster.pid) and start time: the same after a crash means PostgreSQL never restarted. */
async function postgresIdentity(): Promise<string> {
  const pid = fs.readFileSync(`${site.dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]
  const [row] = await site.database.query<{ started: string }>('SELECT pg_postmaster_start_time()::text AS started')
  return `postmaster ${pid} started ${row!.started}`
}

/** Every row of the tables the writers write, as one fingerprint per table. */
async function writtenRows(database: AppDatabase): Promise<Record<string, string>> {
  const tables = ['saved_event_dates', 'agenda_interests', 'survey_responses', 'document_downloads', 'invitations', 'users']
  const fingerprints: Record<string, string> = {}
  for (const table of tables) {
    const [row] = await database.query<{ n: string; digest: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(id::text, ',' ORDER BY id)) AS digest FROM ${table}`,
    )
    fingerprints[table] = `${row!.n} rows, ids ${row!.digest}`
  }
  return fingerprints
}

/**
 * Runs a write load (several kinds of member writes, each a new row), calls `kill` once enough
 * writes are acknowledged, then `recover` (which resolves once the app serves again, with how
 * it came back), and counts in SQL every write whose acknowledgement reached its client.
 */
async function crashRound(key: string, name: string, kill: () => Promise<void>, recover: () => Promise<string>) {
  const { database, members, content } = site
  const memberIds = members.map((member) => member.id)
  // Saved dates and interests are created only, from pairs that do not exist yet.
  await database.query('DELETE FROM saved_event_dates WHERE user_id = ANY($1)', [memberIds])
  await database.query('DELETE FROM agenda_interests WHERE user_id = ANY($1)', [memberIds])
  const downloadsBefore = Number(
    (await database.query<{ n: string }>('SELECT count(*) AS n FROM document_downloads WHERE user_id = ANY($1)', [memberIds]))[0]!.n,
  )
  const shuffle = <T>(list: T[]) => {
    const random = seededRandom(list.length)
    return list
      .map((value) => ({ value, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.value)
  }
  const datePairs = shuffle(members.flatMap((member) => content.events.map((event) => ({ member, event }))))
  const interestPairs = shuffle(members.flatMap((member) => content.agendaItems.map((item) => ({ member, item }))))

  const client = httpClient(site.url, CRASH_WRITERS)
  const writes = memberWrites(client, site.url, site.actions, content)
  const acknowledged = {
    dates: [] as [number, number][],
    interests: [] as [number, number][],
    surveys: [] as string[],
    downloads: 0,
    invitations: [] as number[],
  }
  const ackedCount = () =>
    acknowledged.dates.length +
    acknowledged.interests.length +
    acknowledged.surveys.length +
    acknowledged.downloads +
    acknowledged.invitations.length
  const unexpected: string[] = []
  let killing = false
  let attempts = 0
  let inFlight = 0

  const writers = Array.from({ length: CRASH_WRITERS }, async (_, writer) => {
    const member = members[writer % members.length]!
    for (let i = 0; !killing; i++) {
      const kind = (writer + i) % 5
      attempts++
      inFlight++
      try {
        if (kind === 0 && datePairs.length) {
          const pair = datePairs.pop()!
          const outcome = await writes.saveEventDate(pair.member, pair.event, true)
          if (outcome.ok) acknowledged.dates.push([pair.member.id, pair.event])
          else if (!killing) unexpected.push(`date: ${outcome.status} ${outcome.body.slice(0, 200)}`)
        } else if (kind === 1 && interestPairs.length) {
          const pair = interestPairs.pop()!
          const outcome = await writes.markAgendaInterest(pair.member, pair.item, true)
          if (outcome.ok) acknowledged.interests.push([pair.member.id, pair.item.id])
          else if (!killing) unexpected.push(`interest: ${outcome.status} ${outcome.body.slice(0, 200)}`)
        } else if (kind === 2) {
          const token = `${key}-${writer}-${i}`
          const outcome = await writes.answerSurvey(member, token)
          if (outcome.ok) acknowledged.surveys.push(token)
          else if (!killing) unexpected.push(`survey: ${outcome.status} ${outcome.body.slice(0, 200)}`)
        } else if (kind === 3) {
          const outcome = await writes.downloadDocument(member, content.documents[i % content.documents.length]!)
          if (outcome.ok) acknowledged.downloads++
          else if (!killing) unexpected.push(`download: ${outcome.status} ${outcome.body.slice(0, 200)}`)
        } else if (kind === 4) {
          // The REST API, as another client would use it: a new invitation, acknowledged with its id.
          const answer = await client.request(
            'POST',
            '/api/invitations',
            { cookie: member.cookie, origin: site.url, 'content-type': 'application/json' },
            JSON.stringify({ email: `${key}-${writer}-${i}@crash.example` }),
          )
          if (answer.status === 201) acknowledged.invitations.push((JSON.parse(answer.body) as { doc: { id: number } }).doc.id)
          // A rate limit on invitations is a refusal, not a lost write.
          else if (!killing && answer.status !== 429) unexpected.push(`invitation: ${answer.status} ${answer.body.slice(0, 200)}`)
        }
      } catch (error) {
        // After the kill, requests in flight fail: their writes were never acknowledged.
        if (!killing) unexpected.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`)
        return
      } finally {
        inFlight--
      }
    }
  })

  const loadStarted = Date.now()
  while (ackedCount() < 150 && Date.now() - loadStarted < 15_000 && unexpected.length === 0)
    await new Promise((resolve) => setTimeout(resolve, 25))
  const acknowledgedBeforeKill = ackedCount()
  const inFlightAtKill = inFlight
  killing = true
  await kill()
  await Promise.all(writers)
  client.close()
  expect(unexpected).toEqual([])
  expect(acknowledgedBeforeKill).toBeGreaterThan(50)
  expect(inFlightAtKill).toBeGreaterThan(0)

  const recovery = await recover()
  expect((await fetch(`${site.url}/api/health`)).status).toBe(200)

  const found = {
    dates: Number(
      (
        await database.query<{ n: string }>(
          'SELECT count(*) AS n FROM saved_event_dates s JOIN unnest($1::int[], $2::int[]) AS a(u, e) ON s.user_id = a.u AND s.event_id = a.e',
          [acknowledged.dates.map((pair) => pair[0]), acknowledged.dates.map((pair) => pair[1])],
        )
      )[0]!.n,
    ),
    interests: Number(
      (
        await database.query<{ n: string }>(
          'SELECT count(*) AS n FROM agenda_interests s JOIN unnest($1::int[], $2::int[]) AS a(u, i) ON s.user_id = a.u AND s.agenda_item_id = a.i',
          [acknowledged.interests.map((pair) => pair[0]), acknowledged.interests.map((pair) => pair[1])],
        )
      )[0]!.n,
    ),
    // The text answer carries the submission's token (a submission is one transaction).
    surveys: Number(
      (
        await database.query<{ n: string }>(
          'SELECT count(DISTINCT response_value) AS n FROM survey_responses WHERE response_value = ANY($1)',
          [acknowledged.surveys],
        )
      )[0]!.n,
    ),
    downloads:
      Number(
        (await database.query<{ n: string }>('SELECT count(*) AS n FROM document_downloads WHERE user_id = ANY($1)', [memberIds]))[0]!.n,
      ) - downloadsBefore,
    invitations: Number(
      (await database.query<{ n: string }>('SELECT count(*) AS n FROM invitations WHERE id = ANY($1)', [acknowledged.invitations]))[0]!.n,
    ),
  }
  const lost = {
    dates: acknowledged.dates.length - found.dates,
    interests: acknowledged.interests.length - found.interests,
    surveys: acknowledged.surveys.length - found.surveys,
    // In-flight downloads may have been recorded without their answer arriving: at least as many.
    downloads: Math.max(0, acknowledged.downloads - found.downloads),
    invitations: acknowledged.invitations.length - found.invitations,
  }
  const totalAcknowledged = ackedCount()
  const totalLost = Object.values(lost).reduce((sum, value) => sum + value, 0)
  crashes.push(
    [
      `### Crash: ${name}`,
      '',
      `${CRASH_WRITERS} writers, ${attempts.toLocaleString('en-US')} writes attempted; the kill came after ${acknowledgedBeforeKill} acknowledgements, with ${inFlightAtKill} writes in flight. ${recovery}`,
      '',
      '| write | acknowledged | found after restart | lost |',
      '| --- | --- | --- | --- |',
      `| save a date (server action) | ${acknowledged.dates.length} | ${found.dates} | ${lost.dates} |`,
      `| mark interest (server action) | ${acknowledged.interests.length} | ${found.interests} | ${lost.interests} |`,
      `| survey submission (server action) | ${acknowledged.surveys.length} | ${found.surveys} | ${lost.surveys} |`,
      `| document download (route) | ${acknowledged.downloads} | ${found.downloads} | ${lost.downloads} |`,
      `| invitation (REST API) | ${acknowledged.invitations.length} | ${found.invitations} | ${lost.invitations} |`,
      `| **all** | **${totalAcknowledged}** | | **${totalLost}** |`,
    ].join('\n'),
  )
  console.log(crashes.at(-1))
  expect(lost).toEqual({ dates: 0, interests: 0, surveys: 0, downloads: 0, invitations: 0 })
}

test('crash: SIGKILL of the Next.js server mid-load: npm start restarts it within 30 s, PostgreSQL untouched, no acknowledged write lost', async () => {
  test.setTimeout(240_000)
  const launcher = site.app.process
  const port = Number(new URL(site.url).port)
  const postgresBefore = await postgresIdentity()
  let killed = 0
  let rowsAfterKill: Record<string, string> = {}
  await crashRound(
    'crash-server',
    'the Next.js server process is killed; npm start restarts it',
    async () => {
      killed = nextServerPid(launcher.pid!, port)
      process.kill(killed, 'SIGKILL')
      await waitUntilGone([killed], 10_000)
    },
    async () => {
      const killedAt = Date.now()
      // The dead server's database sessions end (a transaction it had not committed rolls back) ...
      const deadline = Date.now() + 5_000
      while (Date.now() < deadline) {
        const [row] = await site.database.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND state <> 'idle'",
        )
        if (Number(row!.n) === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      rowsAfterKill = await writtenRows(site.database)
      // ... and the launcher, still running, brings a new server up.
      for (;;) {
        const seconds = (Date.now() - killedAt) / 1000
        expect(seconds, 'the site is back within 30 s').toBeLessThan(30)
        expect(isAlive(launcher.pid!), 'the launcher keeps running').toBe(true)
        const health = await fetch(`${site.url}/api/health`).catch(() => null)
        if (health?.status === 200)
          return `The launcher restarted the server: the site answered /api/health again ${seconds.toFixed(1)} s after the kill, PostgreSQL still running.`
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },
  )
  // The same launcher, a new server; the same PostgreSQL with the same rows.
  expect(launcher.exitCode).toBeNull()
  expect(nextServerPid(launcher.pid!, port)).not.toBe(killed)
  expect(await postgresIdentity()).toBe(postgresBefore)
  expect(await writtenRows(site.database)).toEqual(rowsAfterKill)
  expect(site.app.output()).toMatch(
    /The Next.js server was killed by SIGKILL after \d+ s .*; restarting it in 1 s \(the database keeps running\)/,
  )
})

test('crash: SIGKILL of the launcher, the server and PostgreSQL at once loses no acknowledged write', async () => {
  test.setTimeout(240_000)
  await crashRound(
    'crash-all',
    'launcher, server and PostgreSQL are killed at once',
    async () => {
      const everything = [site.app.process.pid!, ...descendants(site.app.process.pid!)]
      expect(everything.length).toBeGreaterThan(4)
      signalAll(everything, 'SIGKILL')
      await waitUntilGone(everything, 15_000)
      // Nothing shut down in order: PostgreSQL left its pid file and recovers from its WAL.
      expect(fs.existsSync(`${site.dataDir}/postgres/postmaster.pid`)).toBe(true)
    },
    async () => {
      // Same data folder, same database port: the embedded PostgreSQL must come back.
      const started = Date.now()
      site.app = await startApp(site.dataDir, site.appEnv, { smallHost: true })
      return `A new \`npm start\` on the same folder was serving ${((Date.now() - started) / 1000).toFixed(1)} s after it began.`
    },
  )
})

test('stop: SIGTERM to `npm start` under load answers every request in flight and finishes the jobs run in progress, then exits 0', async () => {
  test.setTimeout(120_000)
  // A jobs run in progress at the stop: a job whose first read waits on a lock this test holds
  // until the server says it waits for the run.
  const holder = new pg.Client({ connectionString: site.database.url })
  await holder.connect()
  await holder.query('BEGIN')
  await holder.query('LOCK TABLE activity_snapshots IN ACCESS EXCLUSIVE MODE')
  const [job] = await site.database.query<{ id: number }>(
    `INSERT INTO payload_jobs (task_slug, queue, input, created_at, updated_at) VALUES ('recordActivitySnapshot', 'default', '{}', now(), now()) RETURNING id`,
  )
  const jobState = async () =>
    (
      await site.database.query<{ processing: boolean; completed: boolean; has_error: boolean | null }>(
        `SELECT processing, completed_at IS NOT NULL AS completed, has_error FROM payload_jobs WHERE id = $1`,
        [job!.id],
      )
    )[0]!
  for (let waited = 0; !(await jobState()).processing; waited += 200) {
    expect(waited, 'the queue took the job within 20 s').toBeLessThan(20_000)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const LOADERS = 16
  const pages = [
    ...visitorPages(site.content).map((path) => ({ path, headers: {} })),
    ...site.members.flatMap((member) => memberPages(site.content).map((path) => ({ path, headers: memberNavigation(member) }))),
  ]
  const client = httpClient(site.url, LOADERS)
  const counts = { answered: 0, answeredAfterStop: 0, resent: 0 }
  const cutOff: string[] = []
  // A load balancer: it checks /api/health every 100 ms and sends nothing new once the answer is
  // not 200 (docs/deploy.md), as the server's notice period (SHUTDOWN_NOTICE_MS) expects.
  let stopSent = false
  let outOfRotation = false
  const balancer = (async () => {
    while (!outOfRotation) {
      const health = await fetch(`${site.url}/api/health`).catch(() => null)
      if (health?.status !== 200) outOfRotation = true
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  const loaders = Array.from({ length: LOADERS }, async (_, loader) => {
    for (let i = loader; !outOfRotation; i += LOADERS) {
      const { path, headers } = pages[i % pages.length]!
      const get = () => client.request('GET', path, { accept: 'text/html', 'sec-fetch-site': 'same-origin', ...headers })
      try {
        // A kept-alive connection the server closed as the request left never reached the app:
        // a browser or a balancer sends the request again (Node's docs advise the same).
        const answer = await get().catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
          if (error.code !== 'ECONNRESET' || !error.reusedSocket) throw error
          counts.resent++
          return get()
        })
        if (answer.status >= 500) cutOff.push(`${path}: ${answer.status} ${answer.body.slice(0, 200)}`)
        counts.answered++
        if (stopSent) counts.answeredAfterStop++
      } catch (error) {
        cutOff.push(`${path}: ${(error as NodeJS.ErrnoException).code ?? ''} ${String(error)}`)
      }
    }
  })
  // Load first, then the stop a service manager sends to the main process.
  while (counts.answered < 200) await new Promise((resolve) => setTimeout(resolve, 50))
  const launcher = site.app.process
  stopSent = true
  launcher.kill('SIGTERM')
  const exited = new Promise<number | null>((resolve) =>
    launcher.exitCode !== null ? resolve(launcher.exitCode) : launcher.once('exit', (exit) => resolve(exit)),
  )
  // Requests answered, the server waits for the run: still there while the job cannot go on.
  for (let waited = 0; !site.app.output().includes('Waiting for the jobs run in progress to finish') && waited < 20_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100))
  await new Promise((resolve) => setTimeout(resolve, 500))
  const aliveWhileTheJobRuns = launcher.exitCode === null
  await holder.query('COMMIT')
  await holder.end()
  const code = await exited
  await Promise.all([balancer, ...loaders])
  client.close()
  const drained = /Finishing (\d+) request\(s\) in flight/.exec(site.app.output())
  console.log(
    `Stop under load: ${counts.answered} answered (${counts.answeredAfterStop} after the SIGTERM, ${drained?.[1] ?? '?'} in flight when the server stopped listening), ${counts.resent} sent again after a kept-alive connection closed, ${cutOff.length} cut off`,
  )
  expect(cutOff, site.app.output().slice(-1500)).toEqual([])
  expect(code, site.app.output().slice(-3000)).toBe(0)
  expect(counts.answeredAfterStop).toBeGreaterThan(0)
  expect(site.app.output()).toContain('SIGTERM: the health check says "stopping"; new requests are still answered for 2000 ms')
  expect(site.app.output()).toContain('Stopped: every request in flight was answered')
  expect(site.app.output()).toContain('Waiting for the jobs run in progress to finish')
  expect(aliveWhileTheJobRuns).toBe(true)
  expect(site.app.output()).toContain('The jobs run in progress finished')
  expect(site.app.output()).not.toContain('Stopping after')
  // The job finished and was recorded: read with the database started again (the launcher
  // stopped it after the server exited).
  const database = await startEmbeddedPostgres({ dataDir: `${site.dataDir}/postgres`, port: Number(site.database.env.EMBEDDED_DB_PORT) })
  try {
    expect(await jobState()).toEqual({ processing: false, completed: true, has_error: false })
  } finally {
    await database.stop()
  }
})
