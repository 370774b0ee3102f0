import { sql } from '@payloadcms/db-postgres'

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
 * The most recent items of each activity for the given members in one query: every activity
 * row of those members is numbered newest first within (member, activity) and only the first
 * `perActivity` are returned. A survey is one item, dated by the member's latest answer to it.
 */
async function recentItems(db: SqlExecutor, memberIds: number[], perActivity: number) {
  if (memberIds.length === 0) return []
  const members = sql`(SELECT unnest(${sql.param(memberIds)}::int[]))`
  const { rows } = await db.execute(sql`
    WITH items (user_id, kind, item_id, at, label, status) AS (
      SELECT document_downloads.user_id, 'downloads', document_downloads.id, document_downloads.created_at, documents.title, NULL::text
      FROM document_downloads JOIN documents ON documents.id = document_downloads.document_id
      WHERE document_downloads.user_id IN ${members}
      UNION ALL
      SELECT survey_responses.user_id, 'surveys', surveys.id, max(survey_responses.created_at), surveys.title, NULL::text
      FROM survey_responses JOIN surveys ON surveys.id = survey_responses.survey_id
      WHERE survey_responses.user_id IN ${members}
      GROUP BY survey_responses.user_id, surveys.id, surveys.title
      UNION ALL
      SELECT saved_event_dates.user_id, 'savedEvents', saved_event_dates.id, saved_event_dates.created_at, events.title, NULL::text
      FROM saved_event_dates JOIN events ON events.id = saved_event_dates.event_id
      WHERE saved_event_dates.user_id IN ${members}
      UNION ALL
      SELECT project_applications.user_id, 'applications', project_applications.id, project_applications.created_at, projects.title, project_applications.status::text
      FROM project_applications JOIN projects ON projects.id = project_applications.project_id
      WHERE project_applications.user_id IN ${members}
      UNION ALL
      SELECT invitations.invited_by_id, 'invitations', invitations.id, coalesce(invitations.invited_at, invitations.created_at), invitations.email, invitations.status::text
      FROM invitations
      WHERE invitations.invited_by_id IN ${members} AND ${SENT_INVITATION}
    )
    SELECT user_id, kind, label, status, ${isoTimestamp(sql`at`)} AS at
    FROM (
      SELECT items.*, row_number() OVER (PARTITION BY user_id, kind ORDER BY at DESC, item_id DESC) AS position
      FROM items
    ) ranked
    WHERE position <= ${perActivity}
    ORDER BY user_id, kind, position
  `)
  return rows
}

/**
 * Spec 2 and 9's 'Top 100 Engaged Users': members with points above 0, most points first,
 * each with per-activity counts and the two most recent items of each activity. Two queries
 * over the whole data, whatever the number of members.
 */
export async function topEngagedMembers(
  db: SqlExecutor,
  options: { limit?: number; perActivity?: number } = {},
): Promise<EngagedMember[]> {
  const limit = options.limit ?? TOP_ENGAGED_LIMIT
  const perActivity = options.perActivity ?? RECENT_ITEMS_PER_ACTIVITY
  const ranked = await rankMembers(db, limit)
  const members = ranked.map(
    (row): EngagedMember => ({
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
    }),
  )
  const byId = new Map(members.map((member) => [member.id, member]))
  for (const row of await recentItems(db, [...byId.keys()], perActivity)) {
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
