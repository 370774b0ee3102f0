import { z } from 'zod'

import { adminRowEndpoint, jsonBody } from '../admin/adminEndpoint'
import { reviewApplication } from './reviewApplication'

const ReviewBody = z.object({ decision: z.enum(['approve', 'reject']) })

/**
 * POST /api/project-applications/:id/review {decision: 'approve' | 'reject'}: the admin's
 * Approve and Reject (spec 4), an adapter around reviewApplication. Admins only.
 */
export const reviewApplicationEndpoint = adminRowEndpoint({
  path: '/:id/review',
  method: 'post',
  notFoundMessage: 'Application not found',
  handler: async (req, id, notFound) => {
    const body = ReviewBody.safeParse(await jsonBody(req))
    if (!body.success) return Response.json({ message: "The decision must be 'approve' or 'reject'." }, { status: 400 })
    try {
      return Response.json(await reviewApplication({ payload: req.payload, req }, { id, decision: body.data.decision }))
    } catch (error) {
      // Payload's errors carry their status (its classes lose their names in the production build).
      const status = (error as { status?: unknown }).status
      if (status === 404) return notFound()
      if (typeof status === 'number' && status < 500) return Response.json({ message: (error as Error).message }, { status })
      throw error
    }
  },
})
