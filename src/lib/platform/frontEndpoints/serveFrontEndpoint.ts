import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Endpoint, PayloadRequest } from 'payload'

import { appPayload } from '../pageCache/appPayload'
import { rememberedMember, sessionHeaders } from '../pageCache/rememberedMember'
import { hasSessionCookie } from '../pageCache/serveVisitorPage'
import { pageCacheReady } from '../pageCache/visitorPageCache'
import { STRICT_TRANSPORT_SECURITY } from '../pageCache/writeCachedPage'

/** An endpoint the server in front of Next.js answers itself, and the paths it answers there (a named group `id`). */
export type FrontEndpoint = { endpoint: Endpoint; path: RegExp }

/** A front endpoint's body is a few fields: anything larger (or of unknown length) goes to Payload, whose guard measures it. */
export const FRONT_BODY_BYTES = 8 * 1024

/** As next.config.mjs sends them on every API answer. */
const API_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
}
/** Marks an answer made in front of Next.js. */
export const FRONT_ENDPOINT_HEADER = 'x-front-endpoint'

/** The body as sent, read whole: its length is known and small (FRONT_BODY_BYTES). */
async function bodyText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The part of Payload's request that an endpoint made by src/lib/admin/adminEndpoint.ts reads. */
type EndpointRequest = Pick<PayloadRequest, 'payload' | 'user' | 'method' | 'url' | 'headers' | 'routeParams' | 'json'>

/**
 * Answers one of `endpoints` (a collection's few endpoints that a crowd calls at once, such as
 * collections/LiveQuestions/frontEndpoints.ts) before Next.js routes the request, for a
 * member this process remembers (../pageCache/rememberedMember.ts: Payload's own session check,
 * kept until a change notification of the member): the endpoint's handler runs with that member,
 * the route's id and the JSON body, exactly as Payload would call it, and its answer is written
 * with the API's security headers. Returns false, touching nothing, when Next.js and Payload
 * should answer instead: not such an endpoint, a query string, an Authorization header, a body
 * of unknown or large length, no Payload instance or change listener yet, or no member session
 * this process can vouch for (a visitor's 401 and a refused origin are Payload's answers).
 */
export async function serveFrontEndpoint(request: IncomingMessage, response: ServerResponse, endpoints: FrontEndpoint[]): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (!url.pathname.startsWith('/api/') || url.search) return false
  const method = (request.method ?? 'GET').toLowerCase()
  const matched = endpoints
    .map(({ endpoint, path }) => ({ endpoint, id: path.exec(url.pathname)?.groups?.id }))
    .find(({ endpoint, id }) => id !== undefined && endpoint.method === method)
  const payload = appPayload()
  if (!matched || !payload || !pageCacheReady() || !hasSessionCookie(request.headers.cookie)) return false
  // Payload reads an Authorization header before the cookie: such a request is Payload's to judge.
  if (request.headers.authorization) return false
  const hasBody = method !== 'get'
  const length = Number(request.headers['content-length'] ?? NaN)
  if (hasBody && !(Number.isInteger(length) && length >= 0 && length <= FRONT_BODY_BYTES)) return false
  if (hasBody && request.headers['transfer-encoding']) return false
  const member = await rememberedMember(payload, sessionHeaders(request))
  if (!member) return false

  let text = ''
  try {
    if (hasBody) text = await bodyText(request)
  } catch {
    // The client went away mid-body (or the server's request timeout cut it): nobody to answer.
    response.destroy()
    return true
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const endpointRequest: EndpointRequest = {
    payload,
    // As Payload's session check answered it (with `collection`), remembered.
    user: member.session.user as EndpointRequest['user'],
    method: method.toUpperCase(),
    url: `${url.origin}${url.pathname}`,
    headers,
    routeParams: { id: matched.id! },
    json: async () => JSON.parse(text),
  }
  let answer: Response
  try {
    answer = await matched.endpoint.handler(endpointRequest as PayloadRequest)
  } catch (error) {
    // The body is read: Next.js cannot answer this request any more.
    payload.logger.error({ err: error, msg: `${method.toUpperCase()} ${url.pathname} failed in front of Next.js` })
    answer = Response.json({ message: 'Something went wrong. Please try again.' }, { status: 500 })
  }
  const body = Buffer.from(await answer.arrayBuffer())
  for (const [name, value] of answer.headers) response.setHeader(name, value)
  for (const [name, value] of Object.entries(API_HEADERS)) response.setHeader(name, value)
  if (process.env.NODE_ENV === 'production' && request.headers['x-forwarded-proto'] === 'https') {
    response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
  }
  // Which way it went, for operators and the test that holds both ways to the same answers.
  response.setHeader(FRONT_ENDPOINT_HEADER, '1')
  response.setHeader('content-length', body.byteLength)
  response.writeHead(answer.status)
  response.end(body)
  return true
}
