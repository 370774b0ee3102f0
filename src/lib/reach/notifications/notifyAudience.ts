import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import type { NamedReaders } from '@/lib/library/tlp/tlpReaders'
import { queueNoticeEmails, type StoredNotice } from '@/lib/reach/memberEmails/queueNoticeEmails'
import { type Interest, SECTOR_BY_KEY } from '@/lib/shared/enums'

/** The profile's interest checkboxes, by the interest content is tagged with (users.interestedIn…). */
const INTEREST_COLUMNS: Record<Interest, string> = {
  Education: 'interested_in_education',
  Networking: 'interested_in_networking',
  'Use Cases': 'interested_in_use_cases',
  Research: 'interested_in_research',
}

/** `sectors` by key (fields/audienceFields.ts); organizations name theirs in full. */
type NewContent = {
  kind: 'new-event' | 'new-document'
  id: number
  sectors: readonly string[]
  organizationTypes: readonly string[]
  interests: readonly Interest[]
  /** A document of a restricted TLP label: only these may read it, so only they are told (lib/tlp/tlpReaders.ts). */
  readers?: NamedReaders | null
}

/**
 * Tells the members a newly published event or document is for: those whose organization is in
 * one of its sectors or of one of its organization types, or who chose one of its interests (confirmed accounts; not whoever published
 * it). One INSERT … SELECT however many members match, in the publishing transaction; once per
 * member and item (`new-event:<id>:<member>`), so publishing again tells nobody twice. Content
 * tagged with neither tells nobody; a document of a restricted TLP label tells only its readers.
 */
export async function notifyAudience(
  req: PayloadRequest,
  { kind, id, sectors, organizationTypes, interests, readers }: NewContent,
): Promise<void> {
  const sectorNames = sectors.flatMap((key) => SECTOR_BY_KEY[key] ?? [])
  const matches = [
    ...(sectorNames.length ? [sql`o.sector = ANY(${sql.param(sectorNames)}::text[])`] : []),
    ...(organizationTypes.length ? [sql`o.type::text = ANY(${sql.param([...organizationTypes])}::text[])`] : []),
    ...interests.map((interest) => sql.raw(`u.${INTEREST_COLUMNS[interest]}`)),
  ]
  if (matches.length === 0) return
  if (readers && readers.organizations.length + readers.people.length === 0) return
  const mayRead = readers
    ? sql` AND (u.organization_id = ANY(${sql.param(readers.organizations)}::int[]) OR u.id = ANY(${sql.param(readers.people)}::int[]))`
    : sql``
  const db = await requestDatabase(req, 'one INSERT … SELECT for every matching member in the publishing transaction, not per row')
  const about = kind === 'new-event' ? sql.raw('event_id') : sql.raw('document_id')
  const stored = await db.execute(sql`
    INSERT INTO notifications (recipient_id, kind, notice_key, ${about})
    SELECT u.id, ${kind}::enum_notifications_kind, ${`${kind}:${id}:`} || u.id, ${id}::int
    FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
    WHERE u._verified AND u.id IS DISTINCT FROM ${req.user?.id ?? null}::int AND (${sql.join(matches, sql` OR `)})${mayRead}
    ON CONFLICT (notice_key) DO NOTHING
    RETURNING id, recipient_id, kind`)
  await queueNoticeEmails(req, db, stored.rows as StoredNotice[])
}
