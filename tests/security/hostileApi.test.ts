/**
 * Hostile input to the API routes, in process: the generated bad requests of every API target
 * (tests/e2e/hostile/targets.ts, API_TARGETS: REST, GraphQL, the app's endpoints under /api), as
 * every actor, through the app's own route exports (tests/support/appRoutes.ts: request guards,
 * read budget and write messages included). Each answer must be a 4xx with a clear message, never
 * a 5xx; no table may change (row counts and an MD5 of every row of this file's own database);
 * nothing may be logged at ERROR. Then the expensive reads derived from the config
 * (tests/e2e/hostile/expensiveRequests.ts): refused before any SQL runs (the statements each
 * request sent, seen in process), or answered within the read budget.
 *
 * What only an HTTP server proves (pages, server actions, forms, downloads, Next's routing and
 * body limits, and a sample of every target here) is tests/e2e/authorization/hostileInput.e2e.ts.
 */
import { type Payload, getPayload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { hostileFixtures } from './hostileApiFixtures'
import { errorsLoggedDuring } from './loggedErrors'
import { READ_BUDGET } from '../../src/lib/platform/api/readBudget'
import { countDocuments, isClear, messageOf } from '../e2e/hostile/answers'
import { type ExpensiveRequest, collectionShapes, expensiveRequests } from '../e2e/hostile/expensiveRequests'
import { type SendHostile, runTargets, selectedTargets, statusLine, statusesOf } from '../e2e/hostile/runTargets'
import { API_TARGETS, INBOUND_EMAIL_ENV, TARGETS, type HostileFixtures, type HttpRequest } from '../e2e/hostile/targets'
import { type ActorName, ACTOR_NAMES } from '../e2e/http/actors'
import { changedTables, tableFingerprints } from '../e2e/http/database'
import { createActors, uniqueTag } from '../support/actors'
import { useOwnDatabase } from '../support/ownDatabase'
import { tablesOf, watchStatements } from '../support/sqlStatements'

type Routes = typeof import('../support/appRoutes')

const tag = uniqueTag()
let database: Awaited<ReturnType<typeof useOwnDatabase>>
let payload: Payload
let routes: Routes
let tokens: Record<ActorName, string | null>
let fixtures: HostileFixtures
let statements: ReturnType<typeof watchStatements>
let shapes: ReturnType<typeof collectionShapes>
const savedEnv: Record<string, string | undefined> = {}

beforeAll(async () => {
  // Its own database: "no table changed" reads every table, which other files of the part write.
  database = await useOwnDatabase(`hostile_${tag}`)
  // As the HTTP suite's server runs (tests/e2e/support/appServer.ts): thousands of tries from one client.
  process.env.RATE_LIMITS = 'off'
  // Replies by e-mail set up, as on that server: the inbound webhook's target meets its secret and checks (read per request).
  for (const name of Object.keys(INBOUND_EMAIL_ENV)) savedEnv[name] = process.env[name]
  Object.assign(process.env, INBOUND_EMAIL_ENV)
  // Only now the config (it reads DATABASE_URL once) and what imports it.
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  expect((payload.db as unknown as { poolOptions: { connectionString: string } }).poolOptions.connectionString).toBe(database.url)
  routes = await import('../support/appRoutes')
  const { tokenOf } = await import('../support/rest')
  const actors = await createActors(payload, tag)
  tokens = Object.fromEntries(
    await Promise.all(ACTOR_NAMES.map(async (name) => [name, name === 'visitor' ? null : await tokenOf(payload, actors[name])] as const)),
  ) as Record<ActorName, string | null>
  fixtures = await hostileFixtures(payload, actors, tag)
  statements = watchStatements(payload)
  // Before any GraphQL request: building the schema renames some collections' GraphQL types in the config.
  shapes = collectionShapes(payload.config)
}, 300_000)

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv))
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  // Dropped with its connections: Payload's pool hears them end, which is no error of this file.
  ;(payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool?.on('error', () => {})
  await database?.drop()
})

/** A generated request's body as appRoutes sends it: raw text with its type, a multipart form, or JSON. */
function bodyOf(request: HttpRequest): { body?: unknown; headers?: Record<string, string> } {
  if (request.raw)
    return {
      body: typeof request.raw.body === 'string' ? request.raw.body : new Uint8Array(request.raw.body),
      headers: { 'Content-Type': request.raw.contentType },
    }
  if (request.multipart) {
    const form = new FormData()
    for (const [name, value] of Object.entries(request.multipart))
      if (typeof value === 'string') form.append(name, value)
      else form.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name)
    return { body: form }
  }
  return request.json === undefined ? {} : { body: request.json }
}

const sendInProcess: SendHostile = async (target, generatedActor, request) => {
  if (request.kind !== 'http') throw new Error(`${target.name}: a ${request.kind} request goes over HTTP, not to the API routes`)
  const { body, headers } = bodyOf(request)
  const response = await routes.api(request.method, request.path, {
    token: tokens[request.as ?? generatedActor],
    body,
    // The request's own headers (a webhook's secret); a raw body's Content-Type wins.
    headers: { ...request.headers, ...headers },
  })
  return { status: response.status, message: messageOf(response.text) }
}

test('the API targets: every generated bad request refused with a 4xx and a message, never a 5xx, nothing written, no ERROR logged', async () => {
  const targets = selectedTargets(API_TARGETS)
  const planned = targets.reduce((sum, target) => sum + target.runs, 0)
  // Every target's own count here; with the HTTP-only targets, over 5,000 (the HTTP suite checks that sum too).
  if (!process.env.HOSTILE_TARGETS)
    expect(
      TARGETS.reduce((sum, target) => sum + target.runs, 0),
      'requests planned',
    ).toBeGreaterThanOrEqual(5000)
  const pg = await (await import('pg')).default
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  let before = new Map<string, string>()
  let after = new Map<string, string>()
  let run: Awaited<ReturnType<typeof runTargets>> | undefined
  const started = performance.now()
  try {
    before = await tableFingerprints(client)
    const errors = await errorsLoggedDuring(payload, async () => {
      run = await runTargets(targets, { fixtures, send: sendInProcess, concurrency: 4 })
    })
    after = await tableFingerprints(client)
    console.log(
      `Hostile input in process: ${run!.sent} bad requests to ${targets.length} API targets in ${Math.round(performance.now() - started)} ms, ` +
        `${run!.serverErrors} answered 5xx (${statusLine(run!.byStatus)})`,
    )
    expect(run!.failures).toEqual([])
    expect(run!.serverErrors, '5xx answers').toBe(0)
    expect(run!.sent, 'bad requests sent').toBe(planned)
    expect(changedTables(before, after), 'tables changed by refused requests').toEqual([])
    // A refused request is routine for the operator too: nothing logged at ERROR.
    expect(errors, 'errors logged for refused requests (distinct lines, with their counts)').toEqual([])
  } finally {
    await client.end()
  }
}, 900_000)

type ExpensiveAnswer = {
  actor: ActorName
  request: ExpensiveRequest
  status: number
  message: string
  ms: number
  documents: number
  /** The SQL statements this request sent, and the tables they name. */
  statements: number
  tables: string[]
}

async function sendExpensive(actor: ActorName, request: ExpensiveRequest): Promise<ExpensiveAnswer> {
  const started = performance.now()
  const { result, statements: sent } = await statements.during(() =>
    routes.api(request.method, request.path, { token: tokens[actor], headers: request.headers, body: request.body }),
  )
  const ms = performance.now() - started
  let documents = 0
  try {
    documents = countDocuments(JSON.parse(result.text))
  } catch {
    // No JSON: no documents.
  }
  const tables = [...new Set(sent.flatMap(tablesOf))].sort()
  return { actor, request, status: result.status, message: messageOf(result.text), ms, documents, statements: sent.length, tables }
}

const summary = (answer: ExpensiveAnswer) =>
  `${answer.actor} ${answer.request.method} ${answer.request.path.slice(0, 200)} ${JSON.stringify(answer.request.body ?? '').slice(0, 300)} → ${answer.status} in ${Math.round(answer.ms)} ms, tables [${answer.tables.join(', ')}]: ${answer.message.slice(0, 200)}`

/** A signed-in request reads its session (the account and its sessions) before GraphQL's validation judges the budget. */
const SESSION_TABLES = ['users', 'users_sessions']

test('expensive reads derived from the config, as visitor, member and admin: refused before any SQL runs, or answered within budget', async () => {
  // 1,002 requests, a third for each actor, each third from a seed of its own (the seeds of the HTTP suite before).
  const list = (['visitor', 'member', 'admin'] as const).flatMap((actor, index) =>
    expensiveRequests(shapes, 334, 16 + index).map((request) => ({ actor, request })),
  )
  const answers: ExpensiveAnswer[] = []
  const errors = await errorsLoggedDuring(payload, async () => {
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let index = next++; index < list.length; index = next++)
          answers[index] = await sendExpensive(list[index]!.actor, list[index]!.request)
      }),
    )
  })

  expect(answers.filter((answer) => answer.status >= 500).map(summary), '5xx answers').toEqual([])
  expect(errors, 'errors logged for expensive reads').toEqual([])
  // A refusal (400) says what to change, and came before any SQL: a visitor's sent no statement
  // at all, a signed-in request only the reads of its session.
  const refused = answers.filter((answer) => answer.status === 400)
  expect(refused.filter((answer) => !isClear(answer.message)).map(summary), 'refusals without a clear message').toEqual([])
  const touched = refused.filter((answer) =>
    answer.actor === 'visitor' ? answer.statements > 0 : answer.tables.some((table) => !SESSION_TABLES.includes(table)),
  )
  expect(touched.map(summary), 'refused requests that ran SQL beyond the session').toEqual([])
  // The rest ran within the budget: at most its documents in the answer, none near the old code's 23 s.
  const answered = answers.filter((answer) => answer.status !== 400)
  expect(answered.filter((answer) => answer.documents > READ_BUDGET.maxDocuments).map(summary), 'answers over the budget').toEqual([])
  expect(answered.filter((answer) => answer.ms > 30_000).map(summary), 'answers slower than 30 s').toEqual([])
  const byStatus = statusesOf(answers)
  console.log(
    `Expensive reads in process: ${answers.length} sent, ${refused.length} refused with 400, statuses ${statusLine(byStatus)}; ` +
      `slowest answer ${Math.round(Math.max(...answered.map((answer) => answer.ms)))} ms, ` +
      `most documents ${Math.max(...answered.map((answer) => answer.documents))}`,
  )
  expect(list.length, 'expensive requests sent').toBeGreaterThanOrEqual(1000)
  expect(refused.length, 'refused requests').toBeGreaterThan(500)
  expect(answered.length, 'requests answered within budget').toBeGreaterThan(100)

  // The watch sees reads: a small answered request names the events' table, a signed-in one its session's.
  const read = await sendExpensive('visitor', { method: 'GET', path: '/api/events?limit=1&depth=0' })
  expect(read.status).toBe(200)
  expect(read.tables, 'a read is seen').toContain('events')
  const member = await sendExpensive('member', { method: 'GET', path: '/api/events?limit=1&depth=0' })
  expect(member.tables, "a member's session read is seen").toEqual(expect.arrayContaining(['events', 'users']))
}, 900_000)
