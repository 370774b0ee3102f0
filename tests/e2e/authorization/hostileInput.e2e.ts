/**
 * Hostile input over real HTTP, property-based: fast-check generates bad requests for the
 * targets of tests/e2e/hostile/targets.ts, as every actor (the visitor, members, admins),
 * against the built app. What only the HTTP server answers (HTTP_TARGETS: pages, downloads,
 * every server action, forms without JavaScript, uploads over the body limit) gets every
 * request here; the API targets (REST, GraphQL, the app's /api endpoints) get all theirs in
 * process (tests/security/hostileApi.test.ts) and a sample of each here, so Next's routing,
 * body parsing and headers meet every kind. Each answer must be a refusal with a clear message:
 * a 4xx (a server action: its own refusal, which React delivers in a 200 answer), never a 5xx;
 * no table may change (row counts and an MD5 of every row, straight from the app's PostgreSQL);
 * no ERROR line in the server's log. That holds for admins too: they may write, but only with
 * requests that are valid, and every request here is refused. Then a sample of the expensive
 * reads (tests/e2e/hostile/expensiveRequests.ts; all of them, and the proof that a refusal runs
 * no SQL, in process): refused with a clear message or answered within the budget.
 * Its own server: its PostgreSQL on a port the file knows and no jobs queue, so every table's
 * fingerprint and every statement counted are this file's requests' alone.
 */
import { expect, test } from '@playwright/test'
import crypto from 'node:crypto'
import { stripVTControlCharacters } from 'node:util'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { READ_BUDGET } from '../../../src/lib/platform/api/readBudget'
import type { ActionResult } from '../../../src/lib/shared/actions/actionResult'
import { pdfFile } from '../../support/files'
import { type Answer, countDocuments, isClear, messageOf } from '../hostile/answers'
import { type ExpensiveRequest, expensiveRequests } from '../hostile/expensiveRequests'
import { runTargets, selectedTargets, statusLine, statusesOf } from '../hostile/runTargets'
import {
  API_TARGETS,
  type HostileFixtures,
  type HostileRequest,
  type HostileTarget,
  HTTP_TARGETS,
  INBOUND_EMAIL_ENV,
  TARGETS,
} from '../hostile/targets'
import { type ActorName, type HttpActors, type SetupApi, createActors, organizationOf, setupApi } from '../http/actors'
import { changedTables, connectDatabase, tableFingerprints } from '../http/database'
import { callServerAction, postToServerAction, submitFormWithoutJavaScript } from '../http/serverActions'
import { useAppServer } from '../support/appServer'
import { readConfigFacts } from '../support/configFacts'

test.describe.configure({ mode: 'serial' })

let databasePort = 0
// On a small host (issue 47): the launcher, its database and the server within 1 GiB together.
const server = useAppServer(
  async () => {
    databasePort = await freePort()
    // No jobs queue: its timers read tables every minute, which the statement count below must not see.
    // Replies by e-mail set up: the inbound webhook's target gets past "not set up" to its secret and checks.
    return { EMBEDDED_DB_PORT: String(databasePort), JOBS_AUTORUN: 'false', ...INBOUND_EMAIL_ENV }
  },
  { smallHost: true },
)

let api: SetupApi
let actors: HttpActors
let fixtures: HostileFixtures
const tag = crypto.randomBytes(3).toString('hex')

/**
 * Sends once more when the connection was reset before any answer: a kept-alive connection that
 * the server closed just as the request went out is no answer of the app. (Whatever the first
 * try might have written, the table check at the end still sees.)
 */
async function once<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
    return send()
  }
}

/** What the server answered to one bad request, reduced to a status and the message it gave. */
const send = (target: HostileTarget, generatedActor: ActorName, request: HostileRequest) =>
  once(() => sendOnce(target, generatedActor, request))

async function sendOnce(target: HostileTarget, generatedActor: ActorName, request: HostileRequest): Promise<Answer> {
  const actor = actors[('as' in request && request.as) || generatedActor]
  if (request.kind === 'http') {
    const response = await actor.request.fetch(request.path, {
      method: request.method,
      maxRedirects: 0,
      timeout: 60_000,
      // The request's own headers (a webhook's secret), beside the actor's cookie and Origin.
      headers: { ...request.headers, ...(request.raw ? { 'Content-Type': request.raw.contentType } : {}) },
      // A Buffer goes as it is: Playwright would send a string that is not JSON as a JSON string.
      ...(request.raw ? { data: Buffer.from(request.raw.body) } : {}),
      ...(request.multipart ? { multipart: request.multipart } : {}),
      ...(request.json !== undefined ? { data: request.json as object } : {}),
    })
    const text = await response.text()
    // A page that answers any input (the site-wide search): judged by what it shows.
    if (target.harmlessAnswer) {
      const harmless = target.harmlessAnswer({ status: response.status(), text })
      return { status: response.status(), message: harmless ? 'harmless' : '', note: text.slice(0, 200) }
    }
    return { status: response.status(), message: messageOf(text) }
  }
  if (request.kind === 'form') {
    const { status, html } = await submitFormWithoutJavaScript(actor.request, target.action!, request.fields)
    const shown = target.formRefusals!.find((refusal) => html.includes(refusal.replace(/'/g, '&#x27;')) || html.includes(refusal))
    return { status, message: shown ?? (status >= 400 ? html.slice(0, 200) : '') }
  }
  const answer =
    request.kind === 'action'
      ? await callServerAction(actor.request, request.action ?? target.action!, request.args)
      : await postToServerAction(actor.request, target.action!, request.body, request.actionId)
  if (answer.status >= 300 || answer.failed) {
    let message = answer.text
    try {
      message = (JSON.parse(answer.text) as { message?: string }).message ?? answer.text
    } catch {
      // Next.js answers unknown actions in plain text.
    }
    return { status: answer.failed && answer.status < 300 ? 500 : answer.status, message }
  }
  if (target.harmlessAnswer)
    return {
      status: answer.status,
      message: target.harmlessAnswer(answer.result) ? 'harmless' : '',
      note: JSON.stringify(answer.result)?.slice(0, 200),
    }
  // A refusal is a result that is not ok and names the problem (forms show it as a toast).
  const result = answer.result as Partial<ActionResult> | undefined
  const refused = result?.ok !== true && Boolean(result?.title || result?.description)
  return {
    status: answer.status,
    message: refused ? (result?.description ?? result?.title ?? '') : '',
    note: JSON.stringify(result)?.slice(0, 200),
  }
}

/** An invitation already sent: its status is the server's to set (a request's is ignored), so it is set in SQL. */
async function sentInvitation(email: string, invitedBy: number) {
  const invitation = await api.create('invitations', { email, invitedBy })
  const database = await connectDatabase(databasePort)
  try {
    await database.query(`UPDATE invitations SET status = 'sent', invited_at = now() WHERE id = $1`, [invitation.id])
  } finally {
    await database.end()
  }
  return { ...invitation, status: 'sent' }
}

test.beforeAll(async () => {
  const app = server()
  api = await setupApi(app.url)
  actors = await createActors(app.url, api, tag, {
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${databasePort}/community`,
    dataDir: app.dataDir,
  })
  const users = {
    member: actors.member.user!,
    otherMember: actors.otherMember.user!,
    organizationAdmin: actors.organizationAdmin.user!,
    admin: actors.admin.user!,
    superAdmin: actors.superAdmin.user!,
    claimant: actors.claimant.user!,
  }
  const project = (state = 'call_for_participation') =>
    api.create('projects', { title: `Hostile target ${state} ${tag}`, type: 'Research', state, startDate: '2030-01-01T00:00:00.000Z' })
  const event = await api.create('events', { title: `Hostile target ${tag}`, date: '2030-05-01T08:00:00.000Z' })
  const survey = await api.create('surveys', { title: `Hostile survey ${tag}`, isActive: true, isAnonymous: false })
  const inactiveSurvey = await api.create('surveys', { title: `Closed survey ${tag}`, isActive: false })
  const requiredQuestion = await api.create('survey-questions', {
    survey: survey.id,
    questionText: 'Required?',
    questionType: 'text',
    isRequired: true,
  })
  await api.create('survey-questions', { survey: inactiveSurvey.id, questionText: 'Closed?', questionType: 'text' })
  const [openProject, closedProject, otherProject] = [await project(), await project('closed'), await project()]
  await api.create('project-applications', { project: otherProject.id, user: users.member.id })
  await api.create('project-members', { project: otherProject.id, user: users.member.id })
  const reviewedApplication = await api.create('project-applications', { project: openProject.id, user: users.otherMember.id })
  await api.update('project-applications', reviewedApplication.id, { status: 'approved' })
  const file = pdfFile('hostile')
  const agendaItem = await api.create('agenda-items', {
    event: event.id,
    title: 'Target session',
    startTime: '2030-05-01T09:00:00.000Z',
    endTime: '2030-05-01T10:00:00.000Z',
  })
  fixtures = {
    users,
    event,
    agendaItem,
    project: openProject,
    closedProject,
    otherProject,
    survey,
    requiredQuestion,
    firstQuestion: requiredQuestion,
    inactiveSurvey,
    document: await api.create(
      'documents',
      { title: 'Target document', company: 'ACME', documentType: 'Whitepaper' },
      { name: file.name, mimeType: file.mimetype, buffer: file.data },
    ),
    projectDocument: await api.create(
      'project-documents',
      { project: openProject.id, title: 'Target charter' },
      { name: `p-${file.name}`, mimeType: file.mimetype, buffer: file.data },
    ),
    otherSavedDate: await api.create('saved-event-dates', { event: event.id, user: users.otherMember.id }),
    otherNotice: await storeNotice(users.otherMember.id, `hostile-other-${tag}`),
    otherPost: await api.create('discussion-posts', { event: event.id, author: users.otherMember.id, body: `Target post ${tag}` }),
    liveQuestion: await storeLiveQuestion(agendaItem.id, users.otherMember.id),
    ...(await otherMembersSignIn(users.otherMember.id)),
    otherOrganization: { id: organizationOf(actors.otherMember) },
    memberOrganization: { id: organizationOf(actors.member) },
    reviewedApplication,
    sentInvitation: await sentInvitation(`already.invited-${tag}@hostile.test`, users.member.id),
    memberEmail: users.member.email as string,
    memberOrganizationName: (await api.find('organizations', organizationOf(actors.member)))!.name as string,
  }
})

/** A live question of a member's, stored as askQuestion stores them (nobody may create one through the API). */
async function storeLiveQuestion(agendaItem: number, author: number) {
  const database = await connectDatabase(databasePort)
  try {
    const { rows } = await database.query<{ id: number }>(
      "INSERT INTO live_questions (agenda_item_id, author_id, text, status, vote_count, updated_at, created_at) VALUES ($1, $2, 'Will the slides be shared?', 'open', 0, now(), now()) RETURNING id",
      [agendaItem, author],
    )
    return { id: Number(rows[0]!.id) }
  } finally {
    await database.end()
  }
}

/** A notice in a member's inbox, stored as the server stores them (nobody may create one through the API). */
async function storeNotice(recipient: number, noticeKey: string) {
  const database = await connectDatabase(databasePort)
  try {
    const { rows } = await database.query<{ id: number }>(
      "INSERT INTO notifications (recipient_id, kind, notice_key) VALUES ($1, 'application-approved', $2) RETURNING id",
      [recipient, noticeKey],
    )
    return { id: Number(rows[0]!.id) }
  } finally {
    await database.end()
  }
}

/** A passkey of the other member's, stored as registration stores one, and their session (they signed in as an actor). */
async function otherMembersSignIn(otherMember: number) {
  const database = await connectDatabase(databasePort)
  try {
    const { rows } = await database.query<{ id: number }>(
      "INSERT INTO passkeys (user_id, name, credential_id, public_key) VALUES ($1, 'Their laptop', $2, 'cHVibGlj') RETURNING id",
      [otherMember, `hostile-credential-${tag}`],
    )
    const { rows: sessions } = await database.query<{ id: string }>('SELECT id FROM users_sessions WHERE _parent_id = $1 LIMIT 1', [
      otherMember,
    ])
    return { otherPasskey: { id: Number(rows[0]!.id) }, otherSessionId: sessions[0]!.id }
  } finally {
    await database.end()
  }
}

/** The ERROR lines of a stretch of the server's log, without colours, each distinct one once with its count. */
function loggedErrors(log: string): string[] {
  const counts = new Map<string, number>()
  for (const line of log.split('\n').map((text) => stripVTControlCharacters(text)))
    if (/\bERROR\b/.test(line)) {
      const gist = line.replace(/^\[[^\]]*\]\s*/, '').slice(0, 200)
      counts.set(gist, (counts.get(gist) ?? 0) + 1)
    }
  return [...counts].map(([line, count]) => `${count} × ${line}`)
}

/** Each API target's share over HTTP: a twentieth of its requests, at least four (all of them go in process). */
const httpSample = (target: HostileTarget) => (API_TARGETS.includes(target) ? Math.max(4, Math.ceil(target.runs / 20)) : target.runs)

test('generated bad requests to every target (all of the HTTP-only ones, a sample of each API one): each refused with a 4xx and a message, never a 5xx, nothing written', async () => {
  // About 2,900 requests (half of them server actions): a minute on an idle machine, a few in a busy CI run.
  test.setTimeout(900_000)
  const targets = selectedTargets(TARGETS)
  const planned = targets.reduce((sum, target) => sum + httpSample(target), 0)
  // Over both runners: every target's own count in process or here, over 5,000 in all.
  if (!process.env.HOSTILE_TARGETS)
    expect(
      TARGETS.reduce((sum, target) => sum + target.runs, 0),
      'requests planned',
    ).toBeGreaterThanOrEqual(5000)
  const database = await connectDatabase(databasePort)
  let before: Map<string, string>, after: Map<string, string>
  let run: Awaited<ReturnType<typeof runTargets>>
  const logStart = server().output().length
  try {
    before = await tableFingerprints(database)
    run = await runTargets(targets, { fixtures, send, concurrency: 4, runs: httpSample })
    after = await tableFingerprints(database)
  } finally {
    await database.end()
  }
  const errorsLogged = loggedErrors(server().output().slice(logStart))
  console.log(
    `Hostile input over HTTP: ${run.sent} bad requests sent to ${targets.length} targets (${HTTP_TARGETS.length} HTTP-only, ${API_TARGETS.length} API ones sampled), ` +
      `${run.serverErrors} answered 5xx (${statusLine(run.byStatus)})`,
  )
  expect(run.failures).toEqual([])
  expect(run.serverErrors, '5xx answers').toBe(0)
  expect(run.sent, 'bad requests sent').toBe(planned)
  expect(changedTables(before, after), 'tables changed by refused requests').toEqual([])
  // A refused request is routine for the operator too: nothing in the server's log at ERROR.
  expect(errorsLogged, 'errors logged for refused requests (distinct lines, with their counts)').toEqual([])
})

test('regressions: the answers that were 5xx or vague before the fixes', async () => {
  const member = actors.member.request
  const expectRefusal = async (
    response: { status: () => number; text: () => Promise<string> },
    status: number,
    message: string | RegExp,
  ) => {
    expect(response.status()).toBe(status)
    expect(await response.text()).toMatch(message)
  }
  // Ids that are no ids were database errors (500): now 400 with a message, or 404.
  await expectRefusal(await member.get('/api/events/abc'), 404, 'Not Found')
  await expectRefusal(await member.get('/api/events/99999999999999'), 404, 'Not Found')
  await expectRefusal(await member.get(`/api/events/${fixtures.event.id}abc`), 404, 'Not Found')
  await expectRefusal(await member.get('/api/events?where[id][in]=a,b'), 400, 'wrong type or is out of range')
  await expectRefusal(await member.get('/documents/99999999999999/download'), 404, 'Document not found')
  await expectRefusal(
    await member.get(`/projects/${fixtures.project.id}/documents/99999999999/download`),
    404,
    'Project document not found',
  )
  await expectRefusal(await member.get('/api/organizations/member-summary?ids=1,abc'), 403, 'not allowed')
  await expectRefusal(
    await actors.admin.request.get('/api/organizations/member-summary?ids=99999999999'),
    400,
    'The ids must be organization ids',
  )
  await expectRefusal(await member.get('/events/99999999999'), 404, /Event not found/)
  // The share image's route: an id that is no row, a crafted one, an unknown event.
  for (const id of ['99999999999', 'abc', '1e3', '-1', '0x10'])
    await expectRefusal(await member.get(`/events/${id}/share-image?v=${'x'.repeat(5000)}`), 404, 'Event not found')
  // Malformed where and JSON: 500 or 'An unknown error occurred.' before.
  await expectRefusal(await member.get('/api/events?where=abc'), 400, 'The where parameter must be a set of conditions')
  await expectRefusal(await member.get('/api/events?where[title][near]=1,2'), 400, 'The near operator applies only to point fields')
  const badJson = Buffer.from('{bad')
  await expectRefusal(
    await member.post('/api/users/login', { data: badJson, headers: { 'Content-Type': 'application/json' } }),
    400,
    'The request body is not valid JSON.',
  )
  await expectRefusal(
    await member.post('/api/graphql', { data: badJson, headers: { 'Content-Type': 'application/json' } }),
    400,
    'The request body is not valid JSON.',
  )
  await expectRefusal(
    await member.post('/api/events', { data: Buffer.from('"just a string"'), headers: { 'Content-Type': 'application/json' } }),
    400,
    'The request body must be a JSON object.',
  )
  await expectRefusal(await member.get('/api/events?where[id][constructor]=1'), 400, 'unknown operator or field: constructor')
  // A rich text is stored as the editor's JSON: text operators search its words in the companion field.
  await expectRefusal(
    await member.get('/api/events?where[description][like]=summit'),
    400,
    'description is rich text: search its words with descriptionText',
  )
  expect((await member.get('/api/events?where[descriptionText][like]=summit&depth=0')).status()).toBe(200)
  await expectRefusal(
    await member.post('/api/graphql', { data: { query: '{ Speakers(where: { bio: { contains: "x" } }) { docs { id } } }' } }),
    400,
    'bio is rich text: search its words with bioText',
  )
  // Payload's verify endpoint exists since e-mail verification (issue 16 item 3): a forged token is refused.
  await expectRefusal(await member.post('/api/users/verify/abc'), 403, 'Verification token is invalid.')
  await expectRefusal(await member.get('/api/media/file/missing.png'), 404, 'File not found')
  await expectRefusal(await actors.visitor.request.post('/api/users/logout'), 400, 'No User')
  // A refused GraphQL operation answers with its status, not 200.
  await expectRefusal(
    await member.post('/api/graphql', { data: { query: `mutation { deleteEvent(id: ${fixtures.event.id}) { id } }` } }),
    403,
    'You are not allowed to perform this action.',
  )
  // Server actions with arguments of the wrong type threw (500) or stored a coerced value.
  const saved = await callServerAction(
    member,
    { file: 'src/app/(frontend)/events/actions.ts', name: 'setEventDateSaved', page: '/events' },
    [fixtures.event.id, 'yes'],
  )
  expect(saved.result).toMatchObject({ ok: false, description: 'Failed to save the date. Please try again.' })
  const invite = await callServerAction(
    member,
    { file: 'src/app/(frontend)/invitations/actions.ts', name: 'inviteExpertAction', page: '/invitations' },
    [{}, 'not a form'],
  )
  expect(invite.status).toBe(200)
  expect(invite.result).toMatchObject({ title: 'Invalid email' })
  const malformed = await postToServerAction(
    member,
    { file: 'src/app/(frontend)/events/actions.ts', name: 'setEventDateSaved', page: '/events' },
    { data: '{bad', contentType: 'text/plain;charset=UTF-8' },
  )
  expect(malformed.status).toBe(400)
  // Timestamps are the server's: a client's are ignored (an out-of-range one was a 500).
  const created = await actors.admin.request.post('/api/events', {
    data: { title: `Backdated ${tag}`, date: '2030-05-01T08:00:00.000Z', createdAt: '2000-01-01T00:00:00.000Z', updatedAt: -1.36e122 },
  })
  expect(created.status()).toBe(201)
  expect((await created.json()).doc.createdAt).not.toBe('2000-01-01T00:00:00.000Z')
  // GraphQL: a relationship to a missing row is a 400 with a message, not 'Something went wrong.'
  // (A saved date may only name a published event, so the field's own check answers first.)
  await expectRefusal(
    await member.post('/api/graphql', {
      data: {
        query: 'mutation ($data: mutationSavedEventDateInput!) { createSavedEventDate(data: $data) { id } }',
        variables: { data: { event: 2_147_000_000 } },
      },
    }),
    400,
    'The following field is invalid: Event',
  )
  // The member's e-mail is read-only over the API too (spec 5: 'Email cannot be changed').
  await expectRefusal(
    await member.patch(`/api/users/${fixtures.users.member.id}`, { data: { email: `new-${tag}@hostile.test` } }),
    403,
    'Email cannot be changed',
  )
})

type ExpensiveAnswer = {
  actor: ActorName
  request: ExpensiveRequest
  status: number
  message: string
  ms: number
  bytes: number
  documents: number
}

async function sendExpensive(actor: ActorName, request: ExpensiveRequest): Promise<ExpensiveAnswer> {
  const started = Date.now()
  const response = await once(() =>
    actors[actor].request.fetch(request.path, {
      method: request.method,
      maxRedirects: 0,
      timeout: 60_000,
      headers: request.headers,
      ...(request.body !== undefined ? { data: request.body as object } : {}),
    }),
  )
  const text = await response.text()
  const ms = Date.now() - started
  let documents = 0
  try {
    documents = countDocuments(JSON.parse(text))
  } catch {
    // No JSON: no documents.
  }
  const message = messageOf(text).slice(0, 200)
  return { actor, request, status: response.status(), message, ms, bytes: text.length, documents }
}

/** Sends the requests a few at a time; answers in the requests' order. */
async function sendAll(list: { actor: ActorName; request: ExpensiveRequest }[], concurrency: number) {
  const answers: ExpensiveAnswer[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < list.length; index = next++)
        answers[index] = await sendExpensive(list[index]!.actor, list[index]!.request)
    }),
  )
  return answers
}

const summary = (answer: ExpensiveAnswer) =>
  `${answer.actor} ${answer.request.method} ${answer.request.path.slice(0, 200)} ${JSON.stringify(answer.request.body ?? '').slice(0, 300)} → ${answer.status} in ${answer.ms} ms: ${answer.message.slice(0, 200)}`

test('expensive reads derived from the config, a sample over HTTP as visitor, member and admin: refused with a message, or answered within budget', async () => {
  test.setTimeout(300_000)
  // 34 for each actor, from the seeds tests/security/hostileApi.test.ts sends all 1,002 of in
  // process, where each refusal is also shown to run no SQL.
  const { shapes } = readConfigFacts()
  const list = (['visitor', 'member', 'admin'] as const).flatMap((actor, index) =>
    expensiveRequests(shapes, 34, 16 + index).map((request) => ({ actor, request })),
  )
  const answers = await sendAll(list, 4)

  const serverErrors = answers.filter((answer) => answer.status >= 500)
  expect(serverErrors.map(summary), '5xx answers').toEqual([])
  // A refusal (400) says what to change.
  const refused = answers.filter((answer) => answer.status === 400)
  expect(refused.filter((answer) => !isClear(answer.message)).map(summary), 'refusals without a clear message').toEqual([])
  // The rest ran within the budget: at most its documents in the answer, and no request near the
  // old code's 23 s (the 2-second target is measured alone, in readBudget.e2e.ts; here four
  // requests at a time share a machine that others load too, so time is only a guard).
  const answered = answers.filter((answer) => answer.status !== 400)
  expect(answered.filter((answer) => answer.documents > READ_BUDGET.maxDocuments).map(summary), 'answers over the budget').toEqual([])
  expect(answered.filter((answer) => answer.ms > 30_000).map(summary), 'answers slower than 30 s').toEqual([])
  const byStatus = statusesOf(answers)
  console.log(
    `Expensive reads over HTTP: ${answers.length} sent, ${refused.length} refused with 400, statuses ${statusLine(byStatus)}; ` +
      `slowest answer ${Math.max(...answered.map((answer) => answer.ms))} ms, largest ${Math.max(...answered.map((answer) => answer.bytes))} bytes ` +
      `and ${Math.max(...answered.map((answer) => answer.documents))} documents`,
  )
  expect(refused.length, 'refused requests').toBeGreaterThan(0)
  expect(answered.length, 'requests answered within budget').toBeGreaterThan(0)
  // The server stayed up.
  expect(server().process.exitCode).toBeNull()
  expect((await actors.visitor.request.get('/api/health')).status()).toBe(200)
})

test('regressions of issue 16: the read that took the server down, whole tables, 500s for admins', async () => {
  const visitor = actors.visitor.request
  // Item 1: events → agenda → event → agenda …, limit 50 at each level, five levels: 23 s and 4 MB before, six ran out of heap.
  let nested = 'title'
  for (let level = 0; level < 5; level++) nested = `agenda(limit: 50) { docs { title event { ${nested} } } }`
  const started = Date.now()
  const deep = await visitor.post('/api/graphql', { data: { query: `{ Events(limit: 50) { docs { ${nested} } } }` } })
  expect(deep.status()).toBe(400)
  expect((await deep.json()).errors[0].message).toMatch(/at most 2 are allowed/)
  // Refused before any read (23 s when it ran); wide of a loaded machine's stalls.
  expect(Date.now() - started).toBeLessThan(10_000)
  // A fragment that spreads itself overflowed the stack of Payload's complexity rule: 500 with no message.
  const cyclic = await visitor.post('/api/graphql', {
    data: { query: '{ Events(limit: 5) { docs { ...A } } } fragment A on Event { agenda(limit: 5) { docs { event { ...A } } } }' },
  })
  expect(cyclic.status()).toBe(400)
  expect((await cyclic.json()).errors[0].message).toBe('The fragment A spreads itself (A → A); a fragment may not contain itself.')
  // limit=0 returned the whole table.
  const whole = await visitor.get('/api/events?limit=0')
  expect(whole.status()).toBe(400)
  expect((await whole.json()).errors[0].message).toBe('The limit 0 would read every document; ask for at most 100.')
  expect((await visitor.get('/api/events?depth=3')).status()).toBe(400)
  // Deeper than Payload parses brackets: refused after reading the user's rows before (a 400 all the same).
  const brackets = await actors.member.request.get(`/api/events?where${'[and][0]'.repeat(5)}[id][exists]=true`)
  expect(brackets.status()).toBe(400)
  expect((await brackets.json()).errors[0].message).toMatch(/^A query parameter may nest at most 10 brackets/)
  expect((await visitor.get('/api/events?joins[agenda][limit]=0')).status()).toBe(400)
  // Item 14: the version routes of a collection without versions answered 500 to admins.
  // (Events have versions since drafts came, issue 20: organizations stand in for them here.)
  const admin = actors.admin.request
  for (const path of ['/api/organizations/versions', '/api/organizations/versions/1', '/api/users/versions', '/api/media/versions/1']) {
    const response = await admin.get(path)
    expect(response.status(), path).toBe(404)
    expect((await response.json()).errors[0].message).toBe('Not Found')
  }
  expect((await admin.post('/api/organizations/versions/1')).status()).toBe(404)
  expect((await admin.get('/api/events/me')).status()).toBe(404)
  expect((await admin.get('/api/events/file/logo.png')).status()).toBe(404)
})

test('on a small host: the whole suite ran within 1 GiB with no process killed for memory', () => {
  const memory = server().memory()
  test.skip(!memory, 'no memory cgroup on this machine (not root)')
  console.log(`hostile suite under ${memory!.limitBytes / 2 ** 20} MiB: peak charge ${Math.round((memory!.peakBytes ?? 0) / 2 ** 20)} MiB`)
  expect(memory!.oomKills).toBe(0)
  expect(memory!.peakBytes).toBeLessThanOrEqual(memory!.limitBytes)
})
