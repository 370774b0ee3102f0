import { sql } from '@payloadcms/db-postgres'
import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { asBackgroundWork } from '@/lib/infrastructure/jobs/backgroundWork'
import { siteUrl } from '@/lib/shared/siteUrl'

import { composeNotification, loadNotificationContext, type NotificationOutcome, type NotificationRow } from './composeNotification'
import { hardBounceReason, recordHardBounce } from './hardBounces'
import { unsubscribeUrl } from './unsubscribeToken'

const BATCH = 20
/** A run stops claiming after this long; the rest goes out on the next run. */
const TIME_BUDGET_MS = 45_000
const MAX_ATTEMPTS = 5
/** A digest claimed this long ago and still `sending` was cut off by a crash: it is sent again. */
export const INTERRUPTED_DIGEST_AFTER = '10 minutes'

/**
 * Sends pending reminder, alert and notice e-mails. A batch is claimed by one UPDATE (pending →
 * sending, SKIP LOCKED), so two runners never take the same row; each row is marked sent
 * after the SMTP server accepted it. An SMTP error puts the row back to pending (up to five
 * attempts); an address refused for good stops the member's e-mails (hardBounces.ts). A crash
 * between claiming and sending leaves the row in `sending`: a reminder or alert is then not
 * retried (we would rather miss one than send it twice), a weekly digest is sent again after ten
 * minutes (a week's news is worth it), with the same Message-ID as the first try, so a mail system
 * that got the first one can tell the second is the same.
 */
export async function sendPendingNotifications(payload: Payload): Promise<{ sent: number; skipped: number; failed: number }> {
  const counts = { sent: 0, skipped: 0, failed: 0 }
  const startedAt = Date.now()
  await belowLocalApi(payload, 'a bulk update in one statement: digests cut off mid-send go back to pending').drizzle.execute(sql`
    UPDATE email_outbox SET status = 'pending', last_error = 'Interrupted while sending: sent again', updated_at = now()
    WHERE kind = 'weekly-digest' AND status = 'sending' AND updated_at < now() - ${INTERRUPTED_DIGEST_AFTER}::interval`)
  // Each batch is background work: claimed, composed and sent, then a rest on a server.
  while (Date.now() - startedAt < TIME_BUDGET_MS && (await asBackgroundWork(() => sendBatch(payload, counts)))) {
    // The next batch, while the time budget lasts.
  }
  return counts
}

/** Claims one batch of pending e-mails and sends it, counting into `counts`: whether the whole batch was taken by the mail server and was full (so more may wait). */
async function sendBatch(payload: Payload, counts: { sent: number; skipped: number; failed: number }): Promise<boolean> {
  const claimed = await belowLocalApi(payload, 'an atomic claim: one UPDATE … SKIP LOCKED, so two runners never take the same e-mail')
    .drizzle.execute(sql`
    UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, updated_at = now()
    WHERE id IN (SELECT id FROM email_outbox WHERE status = 'pending' ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, user_id, notice_id, event_id, agenda_item_id, starts_at, changes, attempts, delivery_key`)
  const rows = claimed.rows as NotificationRow[]
  if (rows.length === 0) return false
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
    const { to, email, topic, userId, replyTo } = outcome.send
    const oneClick = unsubscribeUrl(payload.secret, userId, topic, { oneClick: true })
    try {
      await payload.sendEmail({
        to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: messageIdOf(row.delivery_key),
        // A mention's signed address: answering posts a reply (src/lib/discussions/emailReplies).
        ...(replyTo ? { replyTo } : {}),
        // RFC 8058: mail apps offer an unsubscribe button that POSTs to this address.
        list: { unsubscribe: { url: oneClick, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      await mark(payload, row.id, sql`status = 'sent', sent_at = now(), last_error = NULL`)
      counts.sent++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const bounce = hardBounceReason(error)
      if (bounce) {
        // The address, not the server: the rest of the batch goes on.
        await recordHardBounce(payload, userId, bounce)
        await mark(payload, row.id, sql`status = 'failed', last_error = ${`Hard bounce: ${bounce}`.slice(0, 500)}`)
        counts.failed++
        continue
      }
      payload.logger.error({ err: error, msg: `Notification ${row.id} to ${to} was not sent` })
      const status = Number(row.attempts) >= MAX_ATTEMPTS ? 'failed' : 'pending'
      await mark(payload, row.id, sql`status = ${status}, last_error = ${message.slice(0, 500)}`)
      if (status === 'failed') counts.failed++
      smtpFailed = true
    }
  }
  return !smtpFailed && rows.length === BATCH
}

/** One Message-ID per outbox e-mail, whichever try sends it. */
const messageIdOf = (deliveryKey: string) =>
  `<${crypto.createHash('sha256').update(deliveryKey).digest('hex').slice(0, 32)}@${new URL(siteUrl()).hostname}>`

const mark = (payload: Payload, id: number, set: ReturnType<typeof sql>) =>
  belowLocalApi(payload, 'one e-mail’s outcome on its claimed outbox row, in SQL like the claim (attempts in place)').drizzle.execute(
    sql`UPDATE email_outbox SET ${set}, updated_at = now() WHERE id = ${id}`,
  )
