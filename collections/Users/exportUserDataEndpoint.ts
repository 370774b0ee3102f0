import { memberDataResponse } from '@/lib/accounts/privacy/memberDataExport'
import { adminRowEndpoint, rowExists } from '@/lib/admin/adminEndpoint'

/**
 * GET /api/users/:id/export: the same file a member downloads from /profile, for an admin
 * answering a member's request for their data ('Download data (JSON)' on the user's
 * Analytics panel). Admins only; every export is logged.
 */
export const exportUserDataEndpoint = adminRowEndpoint({
  path: '/:id/export',
  method: 'get',
  notFoundMessage: 'User not found',
  handler: async (req, id, notFound) => {
    if (!(await rowExists(req.payload, 'users', id))) return notFound()
    req.payload.logger.info({ msg: `Admin ${req.user!.id} exported the data of user ${id}` })
    return memberDataResponse(req.payload, id, { namedForUser: true })
  },
})
