import type { Endpoint } from 'payload'

import { adminEndpointTarget } from '../admin/adminEndpointGuard'
import { memberDataResponse } from './memberDataExport'

/**
 * GET /api/users/:id/export: the same file a member downloads from /profile, for an admin
 * answering a member's request for their data ('Download data (JSON)' on the user's
 * Analytics panel). Admins only; every export is logged.
 */
export const exportUserDataEndpoint: Endpoint = {
  path: '/:id/export',
  method: 'get',
  handler: async (req) => {
    const target = adminEndpointTarget(req, 'User not found')
    if ('refusal' in target) return target.refusal
    const { totalDocs } = await req.payload.count({ collection: 'users', where: { id: { equals: target.id } }, overrideAccess: true })
    if (!totalDocs) return Response.json({ message: 'User not found' }, { status: 404 })
    req.payload.logger.info({ msg: `Admin ${req.user!.id} exported the data of user ${target.id}` })
    return memberDataResponse(req.payload, target.id, { namedForUser: true })
  },
}
