import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '../../../access/roles'
import { parseRowId } from '../ids/rowId'

/**
 * The start of every admin-only custom endpoint (custom endpoints are public by default):
 * a 403 for anyone but an admin, a 404 for an id that names no row ('abc', '1.5', one too large for the id column), else the id.
 */
export function adminEndpointTarget(req: PayloadRequest, notFound: string): { id: number } | { refusal: Response } {
  if (!hasAdminRole(req.user))
    return { refusal: Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 }) }
  const id = parseRowId(req.routeParams?.id)
  if (!id) return { refusal: Response.json({ message: notFound }, { status: 404 }) }
  return { id }
}
