import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { REVIEW_DECISIONS, reviewApplication, type ReviewDecision } from '@/lib/projects/reviewApplication'

/**
 * POST /api/project-applications/:id/review {decision: 'approve' | 'reject'}: the admin's
 * Approve and Reject (spec 4), an adapter around reviewApplication. Admins only.
 */
export const reviewApplicationEndpoint = adminRowAction({
  path: '/:id/review',
  method: 'post',
  notFoundMessage: 'Application not found',
  body: z.object({ decision: z.enum(Object.keys(REVIEW_DECISIONS) as [ReviewDecision, ...ReviewDecision[]]) }),
  invalidBody: "The decision must be 'approve' or 'reject'.",
  unexpected: 'The application could not be reviewed. Please try again.',
  run: (context, { id, body }) => reviewApplication(context, { id, decision: body.decision }),
})
