import type { PayloadRequest } from 'payload'

import type { ActionContext } from '@/lib/shared/actions/runAction'

/** `context` of an update that is a review: the collection's rule (hooks/projects/keepReviewedApplicationFinal.ts) then needs a pending application. */
export const REVIEW_CONTEXT = 'applicationReview'
/** The refusal of a second decision, and of any write that would change a decided application. */
export const ALREADY_REVIEWED = 'This application has already been reviewed.'

export const REVIEW_DECISIONS = { approve: 'approved', reject: 'rejected' } as const
export type ReviewDecision = keyof typeof REVIEW_DECISIONS

/**
 * An admin approves or rejects a pending application (spec 4). Through Payload's update as the
 * admin, so the collection's access (admins only), its rule that a decision is final
 * (hooks/projects/keepReviewedApplicationFinal.ts, atomic for two admins at once) and its side effects
 * (the visitor-page cache) all apply. Throws Payload's errors: NotFound, Forbidden, or 409.
 */
export async function reviewApplication(
  { payload, req }: ActionContext & { req: PayloadRequest },
  { id, decision }: { id: number; decision: ReviewDecision },
) {
  const status = REVIEW_DECISIONS[decision]
  await payload.update({
    collection: 'project-applications',
    id,
    data: { status },
    depth: 0,
    overrideAccess: false,
    req,
    context: { [REVIEW_CONTEXT]: true },
  })
  return { id, status, message: `Application ${status} successfully` }
}
