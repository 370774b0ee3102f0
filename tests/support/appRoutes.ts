import * as emailRepliesRoute from '../../src/app/(frontend)/api/discussions/email-replies/route'
import * as restRoute from '../../src/app/(payload)/api/[...slug]/route'
import * as graphqlRoute from '../../src/app/(payload)/api/graphql/route'

/** The site's own address in these requests: what the integration tests' SERVER_URL names. */
export const SITE_ORIGIN = 'http://localhost:3000'

type RouteHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>
/** Route handlers of the member site under /api, by path (the inbound e-mail webhook). */
const OWN_API_ROUTES = { '/api/discussions/email-replies': emailRepliesRoute }
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'] as const
type Method = (typeof METHODS)[number]

/**
 * The app's own API routes in this process: a real `Request` goes to the exports of
 * src/app/(payload)/api/[...slug]/route.ts and api/graphql/route.ts, so the request guards, the
 * read budget and the write messages answer exactly as they do behind Next.js. What only the
 * HTTP server does (Next's routing, its body limits, header parsing, cookies on the wire) is
 * proven over HTTP in tests/e2e; this is for the many requests that ask who may do what.
 */
export async function callApiRoute(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const method = request.method.toUpperCase() as Method
  if (!url.pathname.startsWith('/api/')) throw new Error(`callApiRoute: ${url.pathname} is no API route (pages go over HTTP)`)
  // The app's own route handlers under /api that hostile input reaches in process too.
  const own = (OWN_API_ROUTES as Record<string, Partial<Record<Method, (request: Request) => Promise<Response>>>>)[url.pathname]
  if (own) {
    const handler = own[method]
    if (!handler) return new Response(null, { status: 405, headers: { Allow: METHODS.filter((name) => own[name]).join(', ') } })
    return handler(request)
  }
  const rest = url.pathname.slice('/api/'.length)
  const route: Partial<Record<Method, RouteHandler>> =
    rest === 'graphql' ? (graphqlRoute as Partial<Record<Method, RouteHandler>>) : (restRoute as Partial<Record<Method, RouteHandler>>)
  const handler = route[method]
  // What Next.js answers for a method the route does not export.
  if (!handler) return new Response(null, { status: 405, headers: { Allow: METHODS.filter((name) => route[name]).join(', ') } })
  const slug = rest === 'graphql' ? [] : rest.split('/').filter(Boolean).map(decodeURIComponent)
  return handler(request, { params: Promise.resolve({ slug }) })
}

export type ApiRequestOptions = {
  /** A session token, sent as the browser sends it: the payload-token cookie. */
  token?: string | null
  /** Sent as Authorization: JWT … instead of the cookie (the API's own clients). */
  bearer?: string
  headers?: Record<string, string>
  /** JSON (objects), a FormData (multipart), or a raw string or bytes with its own Content-Type. */
  body?: unknown
}

/** A browser-like request to an API route: the site's Origin and Sec-Fetch-Site, the session cookie when signed in. */
export function apiRequest(method: string, path: string, options: ApiRequestOptions = {}): Request {
  const headers = new Headers({ Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json', ...options.headers })
  if (options.token) headers.set('Cookie', `payload-token=${options.token}`)
  if (options.bearer) headers.set('Authorization', `JWT ${options.bearer}`)
  let body: BodyInit | undefined
  if (options.body instanceof FormData || typeof options.body === 'string' || options.body instanceof Uint8Array)
    body = options.body as BodyInit
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  }
  return new Request(new URL(path, SITE_ORIGIN), { method, headers, body })
}

/** Calls an API route in process; answers the status, headers and the body as text. */
export async function api(method: string, path: string, options: ApiRequestOptions = {}) {
  const response = await callApiRoute(apiRequest(method, path, options))
  return { status: response.status, headers: response.headers, text: await response.text() }
}

type ClientOptions = {
  data?: unknown
  /** Fields of a multipart body; a file as `{ name, mimeType, buffer }`. */
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>
  headers?: Record<string, string>
}
/** An answer read once, then asked as Playwright's APIResponse is: status(), headers(), text(), json(), body(). */
export type ClientResponse = {
  status(): number
  headers(): Record<string, string>
  text(): Promise<string>
  json(): Promise<unknown>
  body(): Promise<Buffer>
}

/**
 * Requests to the API routes in process as one client (a session cookie, or a JWT header), shaped as
 * Playwright's APIRequestContext, so code that asks who may do what runs on either.
 */
export function apiClient(who: Pick<ApiRequestOptions, 'token' | 'bearer'> = {}) {
  const send =
    (method: string) =>
    async (path: string, options: ClientOptions = {}): Promise<ClientResponse> => {
      let body = options.data
      if (options.multipart) {
        const form = new FormData()
        for (const [name, value] of Object.entries(options.multipart))
          if (typeof value === 'string') form.append(name, value)
          else form.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name)
        body = form
      }
      const response = await callApiRoute(apiRequest(method, path, { ...who, headers: options.headers, body }))
      const bytes = Buffer.from(await response.arrayBuffer())
      const headers = Object.fromEntries(response.headers)
      return {
        status: () => response.status,
        headers: () => headers,
        text: async () => bytes.toString('utf8'),
        json: async () => JSON.parse(bytes.toString('utf8')) as unknown,
        body: async () => bytes,
      }
    }
  return { get: send('GET'), post: send('POST'), patch: send('PATCH'), put: send('PUT'), delete: send('DELETE') }
}
