import type { Endpoint } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { adminEndpointTarget } from '../admin/adminEndpointGuard'

const DECISIONS = { approve: 'approved', reject: 'rejected' } as const
type Decision = keyof typeof DECISIONS

/**
 * POST /api/project-applications/:id/review {decision: 'approve' | 'reject'}: the admin's
 * Approve and Reject (spec 4). One conditional UPDATE, so of two simultaneous reviews only
 * the first counts and a reviewed application never changes again. Custom endpoints are
 * public by default, so the role is checked here.
 */
export const reviewApplicationEndpoint: Endpoint = {
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    const target = adminEndpointTarget(req, 'Application not found')
    if ('refusal' in target) return target.refusal
    const { id } = target
    const body = (await req.json?.().catch(() => null)) as { decision?: unknown } | null
    const decision = body?.decision
    if (decision !== 'approve' && decision !== 'reject') {
      return Response.json({ message: "The decision must be 'approve' or 'reject'." }, { status: 400 })
    }
    const status = DECISIONS[decision as Decision]
    const updated = await req.payload.db.drizzle.execute(
      sql`UPDATE project_applications SET status = ${status}, updated_at = now() WHERE id = ${id} AND status = 'pending' RETURNING id`,
    )
    if (updated.rows.length === 0) {
      const exists = await req.payload.count({ collection: 'project-applications', where: { id: { equals: id } }, overrideAccess: true })
      return exists.totalDocs
        ? Response.json({ message: 'This application has already been reviewed.' }, { status: 409 })
        : Response.json({ message: 'Application not found' }, { status: 404 })
    }
    return Response.json({ message: `Application ${status} successfully`, id, status })
  },
}
