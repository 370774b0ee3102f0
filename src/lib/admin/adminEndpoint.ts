import type { CollectionSlug, Endpoint, Payload, PayloadRequest } from 'payload'

import { hasAdminRole } from '@access/roles'
import { parseRowId } from '../ids/rowId'

/** Payload's own words for a refused request. */
const notAllowed = () => Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 })

/** A custom endpoint for admins only: custom endpoints are public by default, so anyone else gets 403 here. */
export const adminEndpoint = ({ handler, ...endpoint }: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => (hasAdminRole(req.user) ? handler(req) : notAllowed()),
})

/**
 * An admin-only endpoint on one row (`/:id/...`). An id that names no row ('abc', '1.5', one
 * too large for the id column) gets 404 before the handler runs; the handler gets the id and
 * the same 404 answer (`notFound`) for a row that does not exist.
 */
export function adminRowEndpoint({
  path,
  method,
  notFoundMessage,
  handler,
}: Pick<Endpoint, 'path' | 'method'> & {
  notFoundMessage: string
  handler: (req: PayloadRequest, id: number, notFound: () => Response) => Promise<Response>
}): Endpoint {
  const notFound = () => Response.json({ message: notFoundMessage }, { status: 404 })
  return adminEndpoint({
    path,
    method,
    handler: async (req) => {
      const id = parseRowId(req.routeParams?.id)
      return id ? handler(req, id, notFound) : notFound()
    },
  })
}

/** Whether the row exists, whoever may read it: for telling 404 from 409 after a conditional update. */
export const rowExists = async (payload: Payload, collection: CollectionSlug, id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs > 0

/** The request's JSON body, or null when there is none or it is not JSON. */
export const jsonBody = async (req: PayloadRequest): Promise<Record<string, unknown> | null> =>
  ((await req.json?.().catch(() => null)) as Record<string, unknown> | null) ?? null
