import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { hasSuperAdminRole } from '@access/roles'

export const ONLY_SUPER_ADMINS_RETRY = 'Only super admins can retry e-mails.'
export const NOT_RETRYABLE = 'Only a failed e-mail can be retried.'

/**
 * A super admin sends a failed reminder or alert e-mail again (the operations view's Retry): the
 * row goes back to pending with its attempts reset, and the next run of the notifications queue
 * sends it. The failed → pending step is one conditional UPDATE (the outbox is written by the
 * server only, in SQL, like the sender's own claims), so a double click retries once: the second
 * finds the e-mail pending already and answers so without a second entry. Recorded in the audit
 * trail in the same transaction.
 */
export async function retryNotification(
  { payload, user, req: given }: ActionContext & { req?: PayloadRequest },
  { id }: { id: number },
): Promise<{ id: number; status: string; retried: boolean; message: string }> {
  if (!hasSuperAdminRole(user)) throw new AppError('FORBIDDEN', ONLY_SUPER_ADMINS_RETRY)
  const req = given ?? (await requestAs(payload, user))
  return inTransaction(req, async () => {
    const db = await requestDatabase(req, 'an atomic claim: one conditional UPDATE failed → pending, so a double click retries once')
    const claimed = await db.execute(sql`
      UPDATE email_outbox SET status = 'pending', attempts = 0, last_error = NULL, updated_at = now()
      WHERE id = ${id} AND status = 'failed'
      RETURNING id, delivery_key`)
    const row = claimed.rows[0] as { id: number; delivery_key: string } | undefined
    if (row) {
      await recordAuditEvent(
        { payload, user, req },
        {
          action: 'retry',
          target: 'email-outbox',
          documentId: id,
          title: row.delivery_key,
          summary: 'Failed e-mail queued to be sent again',
        },
      )
      return { id, status: 'pending', retried: true, message: 'The e-mail will be sent again within a minute.' }
    }
    const current = await db.execute(sql`SELECT status FROM email_outbox WHERE id = ${id}`)
    const status = (current.rows[0] as { status: string } | undefined)?.status
    if (!status) throw new AppError('NOT_FOUND', 'E-mail not found')
    // Retried already (a second click, or another super admin): on its way or gone out.
    if (status === 'pending' || status === 'sending' || status === 'sent')
      return {
        id,
        status,
        retried: false,
        message: status === 'sent' ? 'The e-mail has been sent.' : 'The e-mail is queued to be sent again.',
      }
    throw new AppError('CONFLICT', NOT_RETRYABLE)
  })
}
