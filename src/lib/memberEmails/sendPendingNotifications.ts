import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { composeNotification, loadNotificationContext, type NotificationOutcome, type NotificationRow } from './composeNotification'
import { unsubscribeUrl } from './unsubscribeToken'

const BATCH = 20
/** A run stops claiming after this long; the rest goes out on the next run. */
const TIME_BUDGET_MS = 45_000
const MAX_ATTEMPTS = 5

/**
 * Sends pending reminder, alert and notice e-mails. A batch is claimed by one UPDATE (pending →
 * sending, SKIP LOCKED), so two runners never take the same row; each row is marked sent
 * after the SMTP server accepted it. An SMTP error puts the row back to pending (up to five
 * attempts). A crash between claiming and sending leaves the row in `sending`, and it is not
 * retried: we would rather miss one reminder after a crash than send it twice.
 */
export async function sendPendingNotifications(payload: Payload): Promise<{ sent: number; skipped: number; failed: number }> {
  const counts = { sent: 0, skipped: 0, failed: 0 }
  const startedAt = Date.now()
  while (Date.now() - startedAt < TIME_BUDGET_MS) {
    const claimed = await payload.db.drizzle.execute(sql`
      UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id IN (SELECT id FROM email_outbox WHERE status = 'pending' ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, user_id, notice_id, event_id, agenda_item_id, starts_at, changes, attempts`)
    const rows = claimed.rows as NotificationRow[]
    if (rows.length === 0) break
    let smtpFailed = false
    const context = await loadNotificationContext(payload, rows).catch((error: unknown) => error as Error)
    for (const row of rows) {
      if (smtpFailed) {
        // The mail server refused the last one: leave the rest for the next run.
        await mark(payload, row.id, sql`status = 'pending', attempts = attempts - 1`)
        continue
      }
      const outcome: NotificationOutcome =
        context instanceof Error ? { skip: `Could not prepare: ${String(context)}` } : composeNotification(payload, row, context)
      if ('skip' in outcome) {
        await mark(payload, row.id, sql`status = 'skipped', last_error = ${outcome.skip}`)
        counts.skipped++
        continue
      }
      const { to, email, topic, userId } = outcome.send
      const oneClick = unsubscribeUrl(payload.secret, userId, topic, { oneClick: true })
      try {
        await payload.sendEmail({
          to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          // RFC 8058: mail apps offer an unsubscribe button that POSTs to this address.
          list: { unsubscribe: { url: oneClick, comment: 'Unsubscribe' } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        })
        await mark(payload, row.id, sql`status = 'sent', sent_at = now(), last_error = NULL`)
        counts.sent++
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        payload.logger.error({ err: error, msg: `Notification ${row.id} to ${to} was not sent` })
        const status = Number(row.attempts) >= MAX_ATTEMPTS ? 'failed' : 'pending'
        await mark(payload, row.id, sql`status = ${status}, last_error = ${message.slice(0, 500)}`)
        if (status === 'failed') counts.failed++
        smtpFailed = true
      }
    }
    if (smtpFailed || rows.length < BATCH) break
  }
  return counts
}

const mark = (payload: Payload, id: number, set: ReturnType<typeof sql>) =>
  payload.db.drizzle.execute(sql`UPDATE email_outbox SET ${set}, updated_at = now() WHERE id = ${id}`)
