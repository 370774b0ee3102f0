/**
 * The built server under stress (`npm run test:resilience`), on a data folder of its own:
 * - load: 60 s of mixed traffic at 64 connections (80 % page reads, 20 % member writes,
 *   visitors and signed-in members): no connection error, no 5xx, every write confirmed;
 * - crash: a write load, SIGKILL mid-load (first the Next.js server alone, then the launcher,
 *   the server and PostgreSQL at once), a restart on the same folder, and every write whose
 *   acknowledgement a client received is found in the database.
 * The figures replace the resilience section of BENCHMARKS.md (unless RESILIENCE_BENCHMARKS=off).
 */
import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'

import { type AppDatabase, appDatabase } from '../e2e/appDatabase'
import { type AppServer, makeDataDir, startApp } from '../e2e/appServer'
import { writeResilienceSection } from '../../benchmarks/resilienceSection'
import { httpClient, serverActionIds } from './client'
import { createMembers, type Member, signIn } from './members'
import { descendants, isAlive, nextServerPid, waitUntilGone } from './processes'
import { emptyStats, type KindStats, percentile, record, recordError, seededRandom } from './stats'
import { memberNavigation, memberPages, memberWrites, readSiteContent, type SiteContent, visitorPages } from './traffic'

test.describe.configure({ mode: 'serial' })

const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS) || 60
const CONNECTIONS = 64
const MEMBERS = 8
const CRASH_WRITERS = 16

let dataDir = ''
let database: AppDatabase
let app: AppServer
let members: Member[] = []
let content: SiteContent
let actions: Record<string, string> = {}
const report: { load?: string; crashes: string[] } = { crashes: [] }

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dataDir = makeDataDir()
  database = await appDatabase()
  app = await startApp(dataDir, database.env)
  actions = serverActionIds()
  content = await readSiteContent(database)
  const emails = await createMembers(database, MEMBERS, 'stress-')
  members = []
  for (const email of emails) members.push(await signIn(app.url, database, email))
})

test.afterAll(async () => {
  await app?.stop()
  if (report.load && report.crashes.length === 2 && process.env.RESILIENCE_BENCHMARKS !== 'off')
    writeResilienceSection([report.load, ...report.crashes].join('\n\n'))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))

test(`load: ${LOAD_SECONDS} s of mixed traffic at ${CONNECTIONS} connections, no errors and no 5xx`, async () => {
  test.setTimeout((LOAD_SECONDS + 120) * 1000)
  const client = httpClient(app.url, CONNECTIONS)
  const writes = memberWrites(client, app.url, actions, content)
  const visitorReads = visitorPages(content)
  const memberReads = memberPages(content)
  // Every page once before measuring: the first render of each route loads its code.
  for (const page of visitorReads) expect((await client.request('GET', page)).status, page).toBe(200)
  for (const page of memberReads) expect((await client.request('GET', page, memberNavigation(members[0]!))).status, page).toBe(200)
  // Member pages are rendered for the member, not for a visitor.
  expect((await client.request('GET', '/profile', memberNavigation(members[0]!))).body).toContain(members[0]!.email)

  const kinds = [
    'visitor page',
    'member page',
    'save or remove a date',
    'mark or unmark interest',
    'survey answer',
    'document download',
  ] as const
  type Kind = (typeof kinds)[number]
  const stats = Object.fromEntries(kinds.map((kind) => [kind, emptyStats()])) as Record<Kind, KindStats>
  const loadBefore = loadAverage()
  const started = performance.now()
  const deadline = started + LOAD_SECONDS * 1000
  let surveyCounter = 0

  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      const random = seededRandom(connection + 1)
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
      const member = members[connection % members.length]!
      // Every fifth request of a connection is a write (20 %); the rest are reads, 5 in 8 by visitors.
      for (let slot = connection; performance.now() < deadline; slot++) {
        const roll = slot % 5 === 4 ? 0.8 + random() * 0.2 : random() * 0.8
        let kind: Kind
        let run: () => Promise<{ status: number; ms: number; ok: boolean; body: string }>
        if (roll < 0.5) {
          kind = 'visitor page'
          const page = pick(visitorReads)
          run = async () => {
            const answer = await client.request('GET', page)
            return { ...answer, ok: answer.status === 200 }
          }
        } else if (roll < 0.8) {
          kind = 'member page'
          const page = pick(memberReads)
          run = async () => {
            const answer = await client.request('GET', page, memberNavigation(member))
            return { ...answer, ok: answer.status === 200 }
          }
        } else if (roll < 0.85) {
          kind = 'save or remove a date'
          const event = pick(content.events)
          const saved = random() < 0.5
          run = () => writes.saveEventDate(member, event, saved)
        } else if (roll < 0.9) {
          kind = 'mark or unmark interest'
          const item = pick(content.agendaItems)
          const interested = random() < 0.5
          run = () => writes.markAgendaInterest(member, item, interested)
        } else if (roll < 0.95) {
          kind = 'survey answer'
          // Visitors and members answer the anonymous survey, as often as they like.
          const asMember = random() < 0.5
          const token = `load-${connection}-${surveyCounter++}`
          run = () => writes.answerSurvey(asMember ? member : null, token)
        } else {
          kind = 'document download'
          const document = pick(content.documents)
          run = () => writes.downloadDocument(member, document)
        }
        try {
          record(stats[kind], await run(), kind)
        } catch (error) {
          recordError(stats[kind], error, kind)
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  client.close()

  const total = Object.values(stats).reduce(
    (sum, kind) => ({
      requests: sum.requests + kind.requests,
      errors: sum.errors + kind.errors,
      status5xx: sum.status5xx + kind.status5xx,
      otherFailures: sum.otherFailures + kind.otherFailures,
      latencies: sum.latencies.concat(kind.latencies),
    }),
    { requests: 0, errors: 0, status5xx: 0, otherFailures: 0, latencies: [] as number[] },
  )
  const writesDone =
    stats['save or remove a date'].requests +
    stats['mark or unmark interest'].requests +
    stats['survey answer'].requests +
    stats['document download'].requests
  const row = (name: string, kind: Pick<KindStats, 'requests' | 'latencies' | 'errors' | 'status5xx' | 'otherFailures'>) =>
    `| ${name} | ${kind.requests.toLocaleString('en-US')} | ${(kind.requests / seconds).toFixed(1)} | ${ms(percentile(kind.latencies, 0.5))} ms | ${ms(percentile(kind.latencies, 0.99))} ms | ${kind.errors} | ${kind.status5xx} | ${kind.otherFailures} |`
  report.load = [
    '## Resilience: mixed traffic',
    '',
    `Measured by \`npm run test:resilience\` on **${new Date().toISOString().replace('T', ' ').slice(0, 19)} UTC**: the production build (\`npm start\`, embedded PostgreSQL, demo data plus ${MEMBERS} signed-in members) and the load generator on the same ${os.cpus().length}-core machine; load average ${loadBefore} before, ${loadAverage()} after.`,
    // The run itself loads the machine; only the load before it says whether others were busy.
    ...(Number(loadBefore.split(' / ')[0]) > os.cpus().length
      ? [
          '',
          `**The machine was shared with other work during this run** (1-minute load average above its ${os.cpus().length} cores): throughput and latency are lower, and noisier, than on an idle machine.`,
        ]
      : []),
    '',
    `${CONNECTIONS} keep-alive connections for ${seconds.toFixed(1)} s, each sending its next request when the last one is answered: ${(((total.requests - writesDone) / total.requests) * 100).toFixed(1)} % page reads (visitors and members), ${((writesDone / total.requests) * 100).toFixed(1)} % member writes through the app's own paths (server actions as React posts them, the download route). Writes are legitimate: dates saved and removed, interests marked and unmarked, answers to the anonymous survey, downloads. "failed" counts answers that are neither 200 nor a confirmed write (none expected).`,
    '',
    '| kind | requests | req/s | p50 | p99 | connection errors | 5xx | failed |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...kinds.map((kind) => row(kind, stats[kind])),
    row('**all**', total),
  ].join('\n')
  console.log(report.load)

  const samples = Object.values(stats).flatMap((kind) => kind.samples)
  expect(samples).toEqual([])
  expect(total.errors).toBe(0)
  expect(total.status5xx).toBe(0)
  expect(total.otherFailures).toBe(0)
  // 20 % writes, give or take the one slot each connection may have started last.
  expect(Math.abs(writesDone - 0.2 * total.requests)).toBeLessThanOrEqual(CONNECTIONS)
})

/**
 * Runs a write load (several kinds of member writes, each a new row), calls `kill` once enough
 * writes are acknowledged, restarts the app on the same data folder, and counts in SQL every
 * write whose acknowledgement reached its client.
 */
async function crashRound(key: string, name: string, kill: (app: AppServer) => Promise<void>) {
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

  const client = httpClient(app.url, CRASH_WRITERS)
  const writes = memberWrites(client, app.url, actions, content)
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
            { cookie: member.cookie, origin: app.url, 'content-type': 'application/json' },
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
  await kill(app)
  await Promise.all(writers)
  client.close()
  expect(unexpected).toEqual([])
  expect(acknowledgedBeforeKill).toBeGreaterThan(50)
  expect(inFlightAtKill).toBeGreaterThan(0)

  // Same data folder, same database port: the embedded PostgreSQL must come back.
  const restartStarted = Date.now()
  app = await startApp(dataDir, database.env)
  const restartSeconds = (Date.now() - restartStarted) / 1000
  expect((await fetch(`${app.url}/api/health`)).status).toBe(200)

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
  report.crashes.push(
    [
      `### Crash: ${name}`,
      '',
      `${CRASH_WRITERS} writers, ${attempts.toLocaleString('en-US')} writes attempted; the kill came after ${acknowledgedBeforeKill} acknowledgements, with ${inFlightAtKill} writes in flight. The app was serving again ${restartSeconds.toFixed(1)} s after the restart began.`,
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
  console.log(report.crashes.at(-1))
  expect(lost).toEqual({ dates: 0, interests: 0, surveys: 0, downloads: 0, invitations: 0 })
}

test('crash: SIGKILL of the Next.js server mid-load loses no acknowledged write', async () => {
  test.setTimeout(240_000)
  await crashRound('crash-server', 'the Next.js server process is killed', async (running) => {
    const launcher = running.process
    const server = nextServerPid(launcher.pid!, Number(new URL(running.url).port))
    const launcherExit = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)))
    process.kill(server, 'SIGKILL')
    // The launcher sees its server die, stops PostgreSQL in order and reports the failure.
    const code = await Promise.race([
      launcherExit,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ])
    expect(code).not.toBe('still running')
    expect(code).not.toBe(0)
    expect(isAlive(server)).toBe(false)
  })
})

test('crash: SIGKILL of the launcher, the server and PostgreSQL at once loses no acknowledged write', async () => {
  test.setTimeout(240_000)
  await crashRound('crash-all', 'launcher, server and PostgreSQL are killed at once', async (running) => {
    const everything = [running.process.pid!, ...descendants(running.process.pid!)]
    expect(everything.length).toBeGreaterThan(4)
    for (const pid of everything) process.kill(pid, 'SIGKILL')
    await waitUntilGone(everything, 15_000)
    // Nothing shut down in order: PostgreSQL left its pid file and recovers from its WAL.
    expect(fs.existsSync(`${dataDir}/postgres/postmaster.pid`)).toBe(true)
  })
})
