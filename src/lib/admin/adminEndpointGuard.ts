import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '../../../access/roles'

/**
 * The start of every admin-only custom endpoint (custom endpoints are public by default):
 * a 403 for anyone but an admin, a 404 for an id that is not a number, else the id.
 */
export function adminEndpointTarget(req: PayloadRequest, notFound: string): { id: number } | { refusal: Response } {
  if (!hasAdminRole(req.user)) return { refusal: Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 }) }
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return { refusal: Response.json({ message: notFound }, { status: 404 }) }
  return { id }
}
