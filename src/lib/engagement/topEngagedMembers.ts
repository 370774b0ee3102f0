import { sql } from '@payloadcms/db-postgres'

import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { localizedColumn } from '@/lib/content/localizedSql'

import { type DiscussionFigures, discussionFigures, NO_DISCUSSION_FIGURES } from './discussionFigures'
import {
  ACTIVITY_KINDS,
  ENGAGEMENT_POINTS,
  RECENT_ITEMS_PER_ACTIVITY,
  SENT_INVITATION,
  TOP_ENGAGED_LIMIT,
  type ActivityKind,
} from './engagementPoints'
import { isoTimestamp, type SqlExecutor } from './sqlExecutor'

/** One thing a member did: a document, survey, event or project title, or an invited e-mail. */
export type ActivityItem = {
  label: string
  /** The application's or invitation's status; empty for the other activities. */
  status: string | null
  /** When it happened (downloaded, last answered, saved, applied, invitation sent), ISO 8601. */
  at: string
}

export type MemberActivity = { count: number; recent: ActivityItem[] }

export type EngagedMember = {
  id: number
  firstName: string | null
  lastName: string | null
  email: string
  organization: string | null
  points: number
  activities: Record<ActivityKind, MemberActivity>
  /** Posts and helpful reactions received, beside the points (not part of them). */
  discussions: DiscussionFigures
}

const P = ENGAGEMENT_POINTS

/**
 * Spec 9's ranking in one query over member_engagement, the per-member counts that triggers
 * on the activity tables keep current (migrations/*_member_engagement.ts): points are added up
 * per member and only the top `limit` members with points above 0 are joined to their
 * account. Equal points rank the longer-standing account (lower id) first, so the list is
 * stable between loads.
 */
async function rankMembers(db: SqlExecutor, limit: number) {
  const { rows } = await db.execute(sql`
    WITH scored AS (
      SELECT user_id, downloads, surveys, saved_events, applications, invitations,
        (downloads * ${P.downloads}::int + surveys * ${P.surveys}::int + saved_events * ${P.savedEvents}::int
          + applications * ${P.applications}::int + invitations * ${P.invitations}::int) AS points
      FROM member_engagement
    ),
    top AS (
      SELECT * FROM scored WHERE points > 0 ORDER BY points DESC, user_id ASC LIMIT ${limit}
    )
    SELECT top.*, users.first_name, users.last_name, users.email, organizations.name AS organization
    FROM top
    JOIN users ON users.id = top.user_id
    LEFT JOIN organizations ON organizations.id = users.organization_id
    ORDER BY top.points DESC, top.user_id ASC
  `)
  return rows
}

/**
 * The most recent items of each activity for the given members in one query: for every member
 * and activity, the newest `perActivity` rows through an index on (member, time), so a member
 * with thousands of downloads costs as little as one with two. A survey is one item, dated by
 * the member's latest answer to it.
 */
async function recentItems(db: SqlExecutor, memberIds: number[], perActivity: number, language: Language) {
  if (memberIds.length === 0) return []
  const { rows } = await db.execute(sql`
    WITH members (user_id) AS (SELECT unnest(${sql.param(memberIds)}::int[])),
    items (user_id, kind, item_id, at, label, status) AS (
      SELECT m.user_id, 'downloads', i.* FROM members m CROSS JOIN LATERAL (
        SELECT d.id, d.created_at, ${localizedColumn('documents', 'title', sql`documents.id`, language)}, NULL::text FROM document_downloads d JOIN documents ON documents.id = d.document_id
        WHERE d.user_id = m.user_id ORDER BY d.created_at DESC, d.id DESC LIMIT ${perActivity}) i
      UNION ALL
      SELECT m.user_id, 'surveys', i.* FROM members m CROSS JOIN LATERAL (
        SELECT surveys.id, max(r.created_at) AS at, ${localizedColumn('surveys', 'title', sql`surveys.id`, language)}, NULL::text
        FROM survey_responses r JOIN surveys ON surveys.id = r.survey_id
        WHERE r.user_id = m.user_id GROUP BY surveys.id ORDER BY at DESC, surveys.id DESC LIMIT ${perActivity}) i
      UNION ALL
      SELECT m.user_id, 'savedEvents', i.* FROM members m CROSS JOIN LATERAL (
        SELECT s.id, s.created_at, ${localizedColumn('events', 'title', sql`events.id`, language)}, NULL::text FROM saved_event_dates s JOIN events ON events.id = s.event_id
        WHERE s.user_id = m.user_id ORDER BY s.created_at DESC, s.id DESC LIMIT ${perActivity}) i
      UNION ALL
      SELECT m.user_id, 'applications', i.* FROM members m CROSS JOIN LATERAL (
        SELECT a.id, a.created_at, ${localizedColumn('projects', 'title', sql`projects.id`, language)}, a.status::text FROM project_applications a JOIN projects ON projects.id = a.project_id
        WHERE a.user_id = m.user_id ORDER BY a.created_at DESC, a.id DESC LIMIT ${perActivity}) i
      UNION ALL
      SELECT m.user_id, 'invitations', i.* FROM members m CROSS JOIN LATERAL (
        SELECT invitations.id, coalesce(invitations.invited_at, invitations.created_at) AS at, invitations.email, invitations.status::text
        FROM invitations WHERE invitations.invited_by_id = m.user_id AND ${SENT_INVITATION}
        ORDER BY at DESC, invitations.id DESC LIMIT ${perActivity}) i
    )
    SELECT user_id, kind, label, status, ${isoTimestamp(sql`at`)} AS at
    FROM items
    ORDER BY user_id, kind, items.at DESC, item_id DESC
  `)
  return rows
}

/**
 * Spec 2 and 9's 'Top 100 Engaged Users': members with points above 0, most points first,
 * each with per-activity counts and the two most recent items of each activity, and their
 * discussion figures beside the points. Three queries over the whole data, whatever the number
 * of members.
 */
export async function topEngagedMembers(
  db: SqlExecutor,
  options: { limit?: number; perActivity?: number; language?: Language } = {},
): Promise<EngagedMember[]> {
  const limit = options.limit ?? TOP_ENGAGED_LIMIT
  const perActivity = options.perActivity ?? RECENT_ITEMS_PER_ACTIVITY
  const ranked = await rankMembers(db, limit)
  const members = ranked.map((row): EngagedMember => ({
    id: Number(row.user_id),
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    email: String(row.email),
    organization: (row.organization as string | null) ?? null,
    points: Number(row.points),
    activities: {
      downloads: { count: Number(row.downloads), recent: [] },
      surveys: { count: Number(row.surveys), recent: [] },
      savedEvents: { count: Number(row.saved_events), recent: [] },
      applications: { count: Number(row.applications), recent: [] },
      invitations: { count: Number(row.invitations), recent: [] },
    },
    discussions: NO_DISCUSSION_FIGURES,
  }))
  const byId = new Map(members.map((member) => [member.id, member]))
  const [recent, discussions] = await Promise.all([
    recentItems(db, [...byId.keys()], perActivity, options.language ?? DEFAULT_LANGUAGE),
    discussionFigures(db, [...byId.keys()]),
  ])
  for (const [id, figures] of discussions) byId.get(id)!.discussions = figures
  for (const row of recent) {
    const kind = row.kind as ActivityKind
    if (!ACTIVITY_KINDS.includes(kind)) continue
    byId.get(Number(row.user_id))?.activities[kind].recent.push({
      label: String(row.label),
      status: (row.status as string | null) ?? null,
      at: String(row.at),
    })
  }
  return members
}
