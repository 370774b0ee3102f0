import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { judgeRestQuery, nestQuery } from '@/lib/platform/api/readBudget'
import { parseRowId } from '@/lib/shared/ids/rowId'

import { MAX_JSON_BODY_BYTES, bodyTooLarge, readTextWithin } from './requestBody'

type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

/** Payload's geo operators; they apply to point fields only, and no collection has one. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

/** Payload's own routes under /api/{collection}/ whose second segment is a word, not an id: every collection's. */
const COLLECTION_ROUTES = ['access', 'count', 'distinct']
/** Routes of accounts (auth collections only). */
const AUTH_ROUTES = [
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'reset-password',
  'unlock',
  'verify',
]
/** Routes of files (upload collections only). */
const UPLOAD_ROUTES = ['file', 'paste-url']

/**
 * The words Payload routes under /api/{collection}/ for this collection. Payload registers the
 * version routes (/versions, /versions/:id) for every collection, with versions or not; on one
 * without, they query a table that does not exist and answer 500 'An unknown error occurred.'
 */
const payloadRoutes = (collection: SanitizedCollectionConfig) => [
  ...COLLECTION_ROUTES,
  ...(collection.versions ? ['versions'] : []),
  ...(collection.auth ? AUTH_ROUTES : []),
  ...(collection.upload ? UPLOAD_ROUTES : []),
]
/** Every word any collection may have there: on another collection it is no route of its, and no id either. */
const ROUTE_WORDS = new Set([...COLLECTION_ROUTES, 'versions', ...AUTH_ROUTES, ...UPLOAD_ROUTES])

/** How deep Payload parses the brackets of a query string (qs's depth in createPayloadRequest). */
const QUERY_DEPTH = 10

/** Credentials in the body of an account request, which must be text when sent at all. */
const AUTH_TEXT_FIELDS = ['email', 'password', 'token', 'username']

/** The words a collection's custom endpoints add there (GET /api/organizations/member-summary). */
const customRoutes = (collection: SanitizedCollectionConfig) =>
  (Array.isArray(collection.endpoints) ? collection.endpoints : [])
    .map((endpoint) => endpoint.path.split('/')[1] ?? '')
    .filter((word) => word !== '' && !word.startsWith(':'))

const refuse = (message: string, status = 400) => Response.json({ errors: [{ message }] }, { status })

/** Every key and bracket segment of a `where`, however it was sent (brackets or JSON). */
function whereKeys(search: URLSearchParams): string[] | 'malformed' {
  const keys: string[] = []
  for (const [key, value] of search) {
    if (key === 'where') {
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        return 'malformed'
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'malformed'
      const walk = (node: unknown) => {
        if (typeof node !== 'object' || node === null) return
        for (const [name, child] of Object.entries(node)) {
          keys.push(name)
          walk(child)
        }
      }
      walk(parsed)
    } else if (key.startsWith('where[')) {
      keys.push(...[...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!))
    }
  }
  return keys
}

/** What Payload's REST handlers would answer with 500 for a request that is the client's fault; `body` is the request's text. */
async function refusal(request: Request, body: string | null, slug: string[], config: SanitizedConfig): Promise<Response | null> {
  // Payload reads brackets ten levels deep (qs's depth) and keeps the rest as one odd key, which
  // it then refuses (400) only after signing the user in and reading their rows.
  for (const key of new URL(request.url).searchParams.keys()) {
    if ((key.match(/\[/g) ?? []).length > QUERY_DEPTH)
      return refuse(`A query parameter may nest at most ${QUERY_DEPTH} brackets: ${key.slice(0, 80)}`)
  }
  const keys = whereKeys(new URL(request.url).searchParams)
  if (keys === 'malformed') return refuse('The where parameter must be a set of conditions, like where[title][equals]=Summit.')
  const geo = keys.find((key) => GEO_OPERATORS.has(key))
  if (geo) return refuse(`The ${geo} operator applies only to point fields, and there are none here.`)
  // Names every object has ('constructor', 'toString'): Payload takes them for operators and ignores the condition.
  const inherited = keys.find((key) => key in Object.prototype)
  if (inherited) return refuse(`The where parameter has an unknown operator or field: ${inherited}.`)

  const collection = config.collections.find((entry) => entry.slug === slug[0])
  // Payload routes /verify/:token for every auth collection, e-mail verification or not.
  if (collection?.auth && slug[1] === 'verify' && !collection.auth.verify) return refuse('Not Found', 404)
  // An id that is no row id ('abc', '7abc', '1.5', one beyond the id column) names no row;
  // Payload would read '7abc' as row 7, or pass 'abc' on to PostgreSQL (500). Its own
  // collections (preferences, locks) have keys of their own.
  const second = slug[1]
  if (collection && second !== undefined) {
    // A feature the collection does not have (its versions, sign-in, files) is no route of it.
    // (Payload lists its own routes among the collection's endpoints too, so this comes first.)
    if (ROUTE_WORDS.has(second)) {
      if (!payloadRoutes(collection).includes(second)) return refuse('Not Found', 404)
    } else if (!collection.slug.startsWith('payload-') && !customRoutes(collection).includes(second) && parseRowId(second) === null)
      return refuse('Not Found', 404)
  }

  // The read budget (src/lib/platform/api/readBudget.ts), judged before Payload's handler: no SQL runs for a refused request.
  if (collection) {
    const single = second !== undefined && !ROUTE_WORDS.has(second) && !customRoutes(collection).includes(second)
    const overBudget = judgeRestQuery(nestQuery(new URL(request.url).searchParams), config, collection.slug, single)
    if (overBudget) return refuse(overBudget)
  }

  if (body !== null) {
    if (body.trim() === '') return null
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return refuse('The request body is not valid JSON.')
    }
    // Payload takes any JSON for the document's data; a string, number, list or null fails inside it (500).
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse('The request body must be a JSON object.')
    // Payload's sign-in, reset and unlock call string methods on these (500 for a number or a list).
    if (collection?.auth && typeof parsed === 'object' && parsed !== null) {
      const field = AUTH_TEXT_FIELDS.find((name) => name in parsed && typeof (parsed as Record<string, unknown>)[name] !== 'string')
      if (field) return refuse(`The ${field} must be text.`)
    }
  }
  return null
}

/**
 * Payload's REST API behind a guard for hostile input: malformed JSON bodies and `where`
 * parameters, geo operators, ids that are no ids and the verification route answer 400 or
 * 404 with a message (Payload would answer 500, 'An unknown error occurred.' or another row),
 * and a file that is not on the disk is 404, not 500.
 */
export function guardRestRequest(handler: RestHandler, config: Promise<SanitizedConfig>): RestHandler {
  return async (incoming, args) => {
    const slug = (await args.params).slug ?? []
    // A JSON body is read once here and handed on in a new request (no second reader of the stream).
    const json = (incoming.headers.get('content-type') ?? '').includes('application/json') && incoming.method !== 'GET'
    const body = json ? await readTextWithin(incoming, MAX_JSON_BODY_BYTES) : null
    if (json && body === null) return bodyTooLarge()
    const request = body === null ? incoming : new Request(incoming.url, { method: incoming.method, headers: incoming.headers, body })
    const refused = await refusal(request, body, slug, await config)
    if (refused) return refused
    const response = await handler(request, args)
    if (request.method === 'GET' && slug[1] === 'file' && response.status === 500) return refuse('File not found', 404)
    return response
  }
}
