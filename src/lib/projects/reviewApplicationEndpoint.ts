import { sql } from '@payloadcms/db-postgres'

import { adminRowEndpoint, jsonBody, rowExists } from '../admin/adminEndpoint'

const DECISIONS = { approve: 'approved', reject: 'rejected' } as const

/**
 * POST /api/project-applications/:id/review {decision: 'approve' | 'reject'}: the admin's
 * Approve and Reject (spec 4). One conditional UPDATE, so of two simultaneous reviews only
 * the first counts and a reviewed application never changes again. Admins only.
 */
export const reviewApplicationEndpoint = adminRowEndpoint({
  path: '/:id/review',
  method: 'post',
  notFoundMessage: 'Application not found',
  handler: async (req, id, notFound) => {
    const decision = (await jsonBody(req))?.decision
    if (decision !== 'approve' && decision !== 'reject') {
      return Response.json({ message: "The decision must be 'approve' or 'reject'." }, { status: 400 })
    }
    const status = DECISIONS[decision]
    const updated = await req.payload.db.drizzle.execute(
      sql`UPDATE project_applications SET status = ${status}, updated_at = now() WHERE id = ${id} AND status = 'pending' RETURNING id`,
    )
    if (updated.rows.length === 0) {
      return (await rowExists(req.payload, 'project-applications', id))
        ? Response.json({ message: 'This application has already been reviewed.' }, { status: 409 })
        : notFound()
    }
    return Response.json({ message: `Application ${status} successfully`, id, status })
  },
})
