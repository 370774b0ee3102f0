/**
 * The live questions' endpoints answered in front of Next.js (src/lib/platform/frontEndpoints/
 * serveFrontEndpoint.ts, collections/LiveQuestions/frontEndpoints.ts) answer exactly as Payload
 * does: every request is sent twice, once as the page sends it (answered in front, marked by
 * FRONT_HEADER) and once with a query string, which the front leaves to Payload; status, body
 * and the API's security headers must be the same. A visitor, a request from another site and a
 * session that was signed out are never answered in front: Payload refuses them.
 */
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from '@playwright/test'

import { eventWithLiveSession } from './liveSession'
import { createMember } from '../support/members'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { DEMO_PASSWORD } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

const FRONT_HEADER = 'x-front-endpoint'
const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy']

/** A signed-in member's own request context (their session cookie), as their browser's fetch sends it. */
async function signedIn(email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: app.url, extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  const login = await context.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  return context
}

type Sent = { method: 'GET' | 'POST' | 'DELETE'; path: string; data?: unknown; headers?: Record<string, string> }

const send = (context: APIRequestContext, { method, path, data, headers }: Sent) =>
  context.fetch(path, { method, headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, data })

const answerOf = async (response: APIResponse) => ({
  status: response.status(),
  body: await response.text(),
  headers: Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers()[name]])),
})

/** The same request answered in front and by Payload (a query string sends it there): both answers, which must agree. */
async function bothWays(context: APIRequestContext, sent: Sent, normalize = (body: string) => body) {
  const front = await send(context, sent)
  expect(front.headers()[FRONT_HEADER], `${sent.method} ${sent.path} answered in front`).toBe('1')
  const payload = await send(context, { ...sent, path: `${sent.path}?via=payload` })
  expect(payload.headers()[FRONT_HEADER], `${sent.method} ${sent.path}?via=payload answered by Payload`).toBeUndefined()
  const [frontAnswer, payloadAnswer] = [await answerOf(front), await answerOf(payload)]
  expect({ ...frontAnswer, body: normalize(frontAnswer.body) }).toEqual({ ...payloadAnswer, body: normalize(payloadAnswer.body) })
  return { front, payload }
}

test('the front answers the live questions as Payload does, and leaves visitors, other sites and ended sessions to Payload', async ({
  request,
}) => {
  const { sessionId: session } = await eventWithLiveSession(app, request, 'Front lane', 'panel')
  const list = `/api/live-questions/session/${session}`

  const asker = await signedIn((await createMember(app, request, { prefix: 'front-asker' })).email)
  const voter = await signedIn((await createMember(app, request, { prefix: 'front-voter' })).email)

  // Asking: each way adds its own question, with its own id.
  const asked = await bothWays(asker, { method: 'POST', path: list, data: { text: 'Is the front lane the same?' } }, (body) =>
    body.replace(/\d+/g, 'N'),
  )
  const question = ((await asked.front.json()) as { id: number }).id
  // A bad body, an unknown session and an unknown question are refused alike.
  await bothWays(asker, { method: 'POST', path: list, data: { text: 42 } })
  await bothWays(asker, { method: 'POST', path: list, data: { text: 'x', status: 'answered' } })
  await bothWays(asker, { method: 'GET', path: '/api/live-questions/session/999999999' })
  await bothWays(voter, { method: 'POST', path: '/api/live-questions/999999999/vote', data: {} })
  // Nobody votes for their own question.
  const own = await bothWays(asker, { method: 'POST', path: `/api/live-questions/${question}/vote`, data: {} })
  expect(own.front.status()).toBe(409)

  // Voting twice is one vote, either way; withdrawing likewise.
  const vote = await bothWays(voter, { method: 'POST', path: `/api/live-questions/${question}/vote`, data: {} })
  expect(await vote.front.json()).toEqual({ voted: true, voteCount: 1 })
  const withdrawn = await bothWays(voter, { method: 'DELETE', path: `/api/live-questions/${question}/vote`, data: {} })
  expect(await withdrawn.front.json()).toEqual({ voted: false, voteCount: 0 })

  // The list, and the bodiless 304 for its ETag.
  const listed = await bothWays(voter, { method: 'GET', path: list })
  const etag = listed.front.headers().etag!
  expect(etag).toBeTruthy()
  const unchanged = await bothWays(voter, { method: 'GET', path: list, headers: { 'if-none-match': etag } })
  expect(unchanged.front.status()).toBe(304)

  // A visitor is Payload's to refuse.
  const visitor = await playwrightRequest.newContext({ baseURL: app.url })
  const refused = await visitor.get(list)
  expect(refused.status()).toBe(401)
  expect(refused.headers()[FRONT_HEADER]).toBeUndefined()

  // A token in the Authorization header beside the cookie: Payload reads the header first, so it decides.
  const withHeader = await send(voter, { method: 'GET', path: list, headers: { authorization: 'JWT not-a-token' } })
  expect(withHeader.headers()[FRONT_HEADER]).toBeUndefined()
  expect(withHeader.status()).toBe(401)

  // A member's cookie sent from another site: Payload's origin check refuses it, and nothing is asked.
  const crossSite = await send(voter, {
    method: 'POST',
    path: list,
    data: { text: 'Sent from another site' },
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(crossSite.headers()[FRONT_HEADER]).toBeUndefined()
  expect(crossSite.status()).not.toBe(200)
  const after = (await (await send(voter, { method: 'GET', path: list })).json()) as { questions: { text: string }[] }
  expect(after.questions.map((listedQuestion) => listedQuestion.text)).not.toContain('Sent from another site')

  // Signed out: the remembered session is forgotten at once, and the old cookie gets Payload's 401.
  const cookie = (await voter.storageState()).cookies.find((stored) => stored.name === 'payload-token')!.value
  expect((await send(voter, { method: 'GET', path: list })).headers()[FRONT_HEADER]).toBe('1')
  expect((await voter.post('/api/users/logout')).status()).toBe(200)
  const stale = await visitor.get(list, { headers: { cookie: `payload-token=${cookie}`, 'sec-fetch-site': 'same-origin' } })
  expect(stale.status()).toBe(401)
  expect(stale.headers()[FRONT_HEADER]).toBeUndefined()
})
