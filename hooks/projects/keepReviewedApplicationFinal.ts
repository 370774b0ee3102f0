import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { ALREADY_REVIEWED, REVIEW_CONTEXT } from '@/lib/projects/reviewApplication'
import { AppError } from '@/lib/shared/errors/appError'

/**
 * Spec 4: approved and rejected applications are final; only pending ones are reviewed. The
 * one place for that rule, for the review endpoint, the admin form and REST alike. The row is
 * locked and read again inside the update's transaction: of two admins deciding at once, the
 * second waits for the first and then sees its decision (the `originalDoc` was read before).
 */
export const keepReviewedApplicationFinal: CollectionBeforeChangeHook = async ({ context, data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const isReview = context[REVIEW_CONTEXT] === true
  if (!isReview && (data.status === undefined || data.status === originalDoc.status)) return data
  const db = await requestDatabase(req, 'locks and rereads the application FOR UPDATE: of two admins deciding, the second waits')
  const locked = await db.execute(sql`SELECT status FROM project_applications WHERE id = ${Number(originalDoc.id)} FOR UPDATE`)
  const status = locked.rows[0]?.status ?? originalDoc.status
  if (status === 'pending') return data
  // A review decides a pending application; any other write may not change a decided one.
  if (isReview || data.status !== status) throw new AppError('CONFLICT', ALREADY_REVIEWED)
  return data
}
