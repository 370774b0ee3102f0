import type { CollectionSlug, Endpoint, Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { retryAfterOf } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { isPublicError } from '@/lib/shared/errors/appError'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

/** Payload's own words for a refused request. */
const notAllowed = () => Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 })

/** A custom endpoint for admins only: custom endpoints are public by default, so anyone else gets 403 here. */
export const adminEndpoint = ({ handler, ...endpoint }: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => (hasAdminRole(req.user) ? handler(req) : notAllowed()),
})

type Gate = (handler: Endpoint['handler']) => Endpoint['handler']

/** Admins only: custom endpoints are public by default, so anyone else gets 403. */
const adminsOnly: Gate = (handler) => (req) => (hasAdminRole(req.user) ? handler(req) : notAllowed())
/** Anyone signed in (the domain function decides the rest); a visitor gets 401. */
const signedInOnly: Gate = (handler) => (req) =>
  req.user ? handler(req) : Response.json({ message: 'Please sign in first.' }, { status: 401 })

type RowEndpointOptions = Pick<Endpoint, 'path' | 'method'> & {
  notFoundMessage: string
  handler: (req: PayloadRequest, id: number, notFound: () => Response) => Promise<Response>
}

/** An endpoint on one row (`/:id/...`): an id that names no row ('abc', '1.5', too large) gets 404 before the handler runs. */
const rowEndpoint = (gate: Gate, { path, method, notFoundMessage, handler }: RowEndpointOptions): Endpoint => {
  const notFound = () => Response.json({ message: notFoundMessage }, { status: 404 })
  return {
    path,
    method,
    handler: gate(async (req) => {
      const id = parseRowId(req.routeParams?.id)
      return id ? handler(req, id, notFound) : notFound()
    }),
  }
}

/**
 * An admin-only endpoint on one row (`/:id/...`). An id that names no row ('abc', '1.5', one
 * too large for the id column) gets 404 before the handler runs; the handler gets the id and
 * the same 404 answer (`notFound`) for a row that does not exist.
 */
export const adminRowEndpoint = (options: RowEndpointOptions): Endpoint => rowEndpoint(adminsOnly, options)

type RowActionOptions<Body> = Pick<Endpoint, 'path' | 'method'> & {
  notFoundMessage: string
  body: z.ZodType<Body>
  invalidBody: string
  unexpected: string
  run: (context: ActionContext & { req: PayloadRequest }, input: { id: number; body: Body }) => Promise<object | Response>
}

/** A write on one row, the endpoint side of the pipeline (see adminRowAction), behind `gate`. */
function rowAction<Body>(gate: Gate, { body, invalidBody, unexpected, run, ...endpoint }: RowActionOptions<Body>): Endpoint {
  return rowEndpoint(gate, {
    ...endpoint,
    handler: async (req, id, notFound) => {
      const parsed = body.safeParse((req.method === 'GET' ? null : await jsonBody(req)) ?? {})
      if (!parsed.success) return Response.json({ message: invalidBody }, { status: 400 })
      try {
        const answer = await run({ payload: req.payload, user: req.user as User, req }, { id, body: parsed.data })
        return answer instanceof Response ? answer : Response.json(answer)
      } catch (error) {
        const status = (error as { status?: unknown }).status
        if (status === 404) return notFound()
        if (isPublicError(error) && error.status < 500) {
          // A rate limit's refusal says when to try again.
          const retryAfter = retryAfterOf(error)
          const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined
          return Response.json({ message: error.message }, { status: error.status, headers })
        }
        req.payload.logger.error({ err: error, msg: `${endpoint.method?.toUpperCase()} ${req.url} failed` })
        return Response.json({ message: unexpected }, { status: 500 })
      }
    },
  })
}

/**
 * An admin's write on one row, the endpoint side of the pipeline: the JSON body checked by
 * `body` (else 400 `invalidBody`), `run` called as the admin (a domain function in
 * src/lib/<concept>/[<part>/]<verb>.ts), and its errors answered by status: a missing row 404 with
 * `notFoundMessage`, a refusal (AppError or Payload's) its status and message, anything else
 * logged and 500 `unexpected`. `run` answers the JSON, or a Response of its own.
 */
export const adminRowAction = <Body>(options: RowActionOptions<Body>): Endpoint => rowAction(adminsOnly, options)

/** The same for a signed-in member: the domain function `run` calls decides who may (an organization admin...). */
export const memberRowAction = <Body>(options: RowActionOptions<Body>): Endpoint => rowAction(signedInOnly, options)

/** Whether the row exists, whoever may read it: for telling 404 from 409 after a conditional update. */
export const rowExists = async (payload: Payload, collection: CollectionSlug, id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs > 0

/** The request's JSON body, or null when there is none or it is not JSON. */
export const jsonBody = async (req: PayloadRequest): Promise<Record<string, unknown> | null> =>
  ((await req.json?.().catch(() => null)) as Record<string, unknown> | null) ?? null
