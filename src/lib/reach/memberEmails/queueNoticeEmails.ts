import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Drizzle } from '@/lib/infrastructure/database/requestDatabase'
import { noticeEmailTopic, wantsNoticeEmail } from '@/lib/reach/notifications/noticeEmails'
import type { NoticeKind } from '@/lib/shared/enums'
import type { User } from '@/payload-types'

const PAGE = 100

/** A notice as just stored. */
export type StoredNotice = { id: number; recipient_id: number; kind: NoticeKind }

/**
 * Queues the e-mail of every new notice whose recipient wants that kind e-mailed at once
 * (users.noticeEmails), in the transaction that stored the notices: the jobs queue sends it
 * within a minute (src/lib/reach/memberEmails/sendPendingNotifications.ts), written then in the
 * member's language, and not at all if they turned it off or read the notice meanwhile. One
 * read of the recipients' settings (per 100) and one INSERT, however many notices; `notice:<id>` is the
 * e-mail's delivery key, so it is queued once.
 */
export async function queueNoticeEmails(req: PayloadRequest, db: Drizzle, notices: StoredNotice[]): Promise<void> {
  const candidates = notices.filter((notice) => noticeEmailTopic(notice.kind))
  if (candidates.length === 0) return
  // In pages of 100 (the read budget of a request's reads): a cause rarely has more recipients.
  const recipientIds = [...new Set(candidates.map((notice) => notice.recipient_id))]
  const recipients: Pick<User, 'id' | 'noticeEmails'>[] = []
  for (let start = 0; start < recipientIds.length; start += PAGE) {
    const ids = recipientIds.slice(start, start + PAGE)
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      select: { noticeEmails: true },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      req,
    })
    recipients.push(...docs)
  }
  const settings = new Map(recipients.map((recipient) => [recipient.id, recipient]))
  const emailed = candidates.filter((notice) => {
    const recipient = settings.get(notice.recipient_id)
    return recipient !== undefined && wantsNoticeEmail(recipient, notice.kind)
  })
  if (emailed.length === 0) return
  const values = emailed.map((notice) => sql`('notice', ${notice.recipient_id}, ${notice.id}, ${`notice:${notice.id}`}, 'pending', 0)`)
  await db.execute(sql`
    INSERT INTO email_outbox (kind, user_id, notice_id, delivery_key, status, attempts)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (delivery_key) DO NOTHING`)
}
