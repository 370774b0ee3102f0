import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { queueNoticeEmails, type StoredNotice } from '@/lib/reach/memberEmails/queueNoticeEmails'
import type { NoticeKind } from '@/lib/shared/enums'

/** One notice for one member; `key` names its cause, so the same cause never notifies twice. */
export type Notice = {
  recipient: number
  kind: NoticeKind
  key: string
  project?: number | null
  application?: number | null
  event?: number | null
  document?: number | null
  invitation?: number | null
  contactRequest?: number | null
  discussionPost?: number | null
  actor?: number | null
}

/**
 * Puts notices into members' inboxes, in the transaction of the write that caused them (a
 * decision that rolls back notifies nobody). One INSERT for all of them; a notice whose key is
 * already stored is skipped (ON CONFLICT DO NOTHING, so a second save of the same cause, or two
 * instances at once, store it once). Nobody is notified of their own doing. The new ones a
 * member wants by e-mail are queued for it in the same transaction. The inbox's
 * database trigger tells every instance that the recipients' state changed (their bell).
 */
export async function notifyMembers(req: PayloadRequest, notices: Notice[]): Promise<void> {
  const rows = notices.filter((notice) => notice.recipient !== notice.actor && notice.recipient !== req.user?.id)
  if (rows.length === 0) return
  const db = await requestDatabase(req, 'one INSERT for all notices, duplicate keys skipped, in the causing write’s transaction')
  const values = rows.map(
    (notice) =>
      sql`(${notice.recipient}, ${notice.kind}, ${notice.key}, ${notice.project ?? null}, ${notice.application ?? null}, ${notice.event ?? null}, ${notice.document ?? null}, ${notice.invitation ?? null}, ${notice.contactRequest ?? null}, ${notice.discussionPost ?? null}, ${notice.actor ?? null})`,
  )
  const stored = await db.execute(sql`
    INSERT INTO notifications (recipient_id, kind, notice_key, project_id, application_id, event_id, document_id, invitation_id, contact_request_id, discussion_post_id, actor_id)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (notice_key) DO NOTHING
    RETURNING id, recipient_id, kind`)
  await queueNoticeEmails(req, db, stored.rows as StoredNotice[])
}
