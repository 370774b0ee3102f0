/**
 * The engagement ranking computed the way the specification's original client did (spec 7):
 * read every profile, then for each member read their downloads, survey responses, saved
 * dates, applications and invitations, and add the points up in JavaScript. Kept for the
 * dashboard benchmark only: the product uses the aggregate queries in src/lib/engagement.
 */
import type { Payload } from 'payload'
import type pg from 'pg'

import { NO_DISCUSSION_FIGURES } from '../src/lib/engagement/discussionFigures'
import {
  ACTIVITY_KINDS,
  ENGAGEMENT_POINTS,
  RECENT_ITEMS_PER_ACTIVITY,
  TOP_ENGAGED_LIMIT,
  isSentInvitation,
  type ActivityKind,
} from '../src/lib/engagement/engagementPoints'
import type { EngagedMember } from '../src/lib/engagement/topEngagedMembers'

export type Profile = { id: number; firstName: string | null; lastName: string | null; email: string; organization: string | null }

/** One activity row as the member-by-member reads return it. */
type Row = { id: number; at: Date; label: string; status: string | null }
/** What one member's five reads come to. */
export type MemberReads = Record<ActivityKind, Row[]>

/** The same ordering as the SQL: newest first, the later row first on equal times. */
const newestFirst = (a: Row, b: Row) => b.at.getTime() - a.at.getTime() || b.id - a.id

/** One survey per item, dated by the member's latest answer to it. */
function surveysOf(responses: (Row & { surveyId: number })[]): Row[] {
  const latest = new Map<number, Row>()
  for (const response of responses) {
    const seen = latest.get(response.surveyId)
    if (!seen || response.at > seen.at)
      latest.set(response.surveyId, { id: response.surveyId, at: response.at, label: response.label, status: null })
  }
  return [...latest.values()]
}

/** Spec 9's points and the dashboard entry of one member, from that member's reads. */
export function scoreMember(profile: Profile, reads: MemberReads): EngagedMember {
  const activities = {} as EngagedMember['activities']
  let points = 0
  for (const kind of ACTIVITY_KINDS) {
    const rows = [...reads[kind]].sort(newestFirst)
    points += rows.length * ENGAGEMENT_POINTS[kind]
    activities[kind] = {
      count: rows.length,
      recent: rows.slice(0, RECENT_ITEMS_PER_ACTIVITY).map((row) => ({ label: row.label, status: row.status, at: row.at.toISOString() })),
    }
  }
  // The discussion figures stand beside the ranking, not in it: the comparison leaves them out (dashboardTimings.ts).
  return { ...profile, points, activities, discussions: NO_DISCUSSION_FIGURES }
}

/** Most points first, the older account first on equal points, members with points only. */
export const rankTop = (members: EngagedMember[], limit = TOP_ENGAGED_LIMIT) =>
  members
    .filter((member) => member.points > 0)
    .sort((a, b) => b.points - a.points || a.id - b.id)
    .slice(0, limit)

/** Runs `work` for every item with at most `concurrency` at a time (the original awaited them all together). */
export async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

/** Every profile with its organization's name: the original's first read. */
export async function readProfiles(pool: pg.Pool): Promise<Profile[]> {
  const { rows } = await pool.query(`
    SELECT users.id, users.first_name, users.last_name, users.email, organizations.name AS organization
    FROM users LEFT JOIN organizations ON organizations.id = users.organization_id
    ORDER BY users.created_at DESC`)
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    organization: row.organization,
  }))
}

/** One member's five reads as plain SQL round trips (the cheapest form of the original's calls). */
export async function readMemberWithSql(pool: pg.Pool, memberId: number): Promise<MemberReads> {
  const [downloads, responses, savedEvents, applications, invitations] = await Promise.all([
    pool.query(
      `SELECT dd.id, dd.created_at AS at, d.title AS label FROM document_downloads dd
       JOIN documents_locales d ON d._parent_id = dd.document_id AND d._locale = 'en'
       WHERE dd.user_id = $1 ORDER BY dd.created_at DESC`,
      [memberId],
    ),
    pool.query(
      `SELECT sr.id, sr.created_at AS at, sr.survey_id, s.title AS label, q.question_text, sr.response_value
       FROM survey_responses sr JOIN surveys_locales s ON s._parent_id = sr.survey_id AND s._locale = 'en'
       JOIN survey_questions_locales q ON q._parent_id = sr.question_id AND q._locale = 'en'
       WHERE sr.user_id = $1`,
      [memberId],
    ),
    pool.query(
      `SELECT sed.id, sed.created_at AS at, e.title AS label FROM saved_event_dates sed
       JOIN events_locales e ON e._parent_id = sed.event_id AND e._locale = 'en'
       WHERE sed.user_id = $1`,
      [memberId],
    ),
    pool.query(
      `SELECT pa.id, pa.created_at AS at, pa.status::text AS status, p.title AS label FROM project_applications pa
       JOIN projects_locales p ON p._parent_id = pa.project_id AND p._locale = 'en' WHERE pa.user_id = $1 ORDER BY pa.created_at DESC`,
      [memberId],
    ),
    pool.query(`SELECT id, email, invited_at, created_at, status::text AS status FROM invitations WHERE invited_by_id = $1`, [memberId]),
  ])
  const plain = (rows: { id: number; at: Date; label: string; status?: string }[]) =>
    rows.map((row) => ({ id: row.id, at: row.at, label: row.label, status: row.status ?? null }))
  return {
    downloads: plain(downloads.rows),
    surveys: surveysOf(responses.rows.map((row) => ({ id: row.id, at: row.at, label: row.label, status: null, surveyId: row.survey_id }))),
    savedEvents: plain(savedEvents.rows),
    applications: plain(applications.rows),
    invitations: invitations.rows
      .filter((row) => isSentInvitation({ invitedAt: row.invited_at, status: row.status }))
      .map((row) => ({ id: row.id, at: row.invited_at ?? row.created_at, label: row.email, status: row.status })),
  }
}

/** One member's five reads through Payload's local API, titles joined by population. */
export async function readMemberWithLocalApi(payload: Payload, memberId: number): Promise<MemberReads> {
  const common = { depth: 1, pagination: false, overrideAccess: true } as const
  const titleOf = (value: unknown, field = 'title') => String((value as Record<string, unknown> | null)?.[field] ?? '')
  const idOf = (value: unknown) => Number(typeof value === 'object' && value !== null ? (value as { id: number }).id : value)
  const [downloads, responses, savedEvents, applications, invitations] = await Promise.all([
    payload.find({
      collection: 'document-downloads',
      where: { user: { equals: memberId } },
      select: { document: true, createdAt: true },
      populate: { documents: { title: true } },
      sort: '-createdAt',
      ...common,
    }),
    payload.find({
      collection: 'survey-responses',
      where: { user: { equals: memberId } },
      select: { survey: true, question: true, responseValue: true, createdAt: true },
      populate: { surveys: { title: true }, 'survey-questions': { questionText: true } },
      ...common,
    }),
    payload.find({
      collection: 'saved-event-dates',
      where: { user: { equals: memberId } },
      select: { event: true, createdAt: true },
      populate: { events: { title: true } },
      ...common,
    }),
    payload.find({
      collection: 'project-applications',
      where: { user: { equals: memberId } },
      select: { project: true, status: true, createdAt: true },
      populate: { projects: { title: true } },
      sort: '-createdAt',
      ...common,
    }),
    payload.find({
      collection: 'invitations',
      where: { invitedBy: { equals: memberId } },
      select: { email: true, status: true, invitedAt: true, createdAt: true },
      ...common,
      depth: 0,
    }),
  ])
  return {
    downloads: downloads.docs.map((doc) => ({ id: doc.id, at: new Date(doc.createdAt), label: titleOf(doc.document), status: null })),
    surveys: surveysOf(
      responses.docs.map((doc) => ({
        id: doc.id,
        at: new Date(doc.createdAt),
        label: titleOf(doc.survey),
        status: null,
        surveyId: idOf(doc.survey),
      })),
    ),
    savedEvents: savedEvents.docs.map((doc) => ({ id: doc.id, at: new Date(doc.createdAt), label: titleOf(doc.event), status: null })),
    applications: applications.docs.map((doc) => ({
      id: doc.id,
      at: new Date(doc.createdAt),
      label: titleOf(doc.project),
      status: doc.status ?? null,
    })),
    invitations: invitations.docs
      .filter((doc) => isSentInvitation(doc))
      .map((doc) => ({ id: doc.id, at: new Date(doc.invitedAt ?? doc.createdAt), label: doc.email, status: doc.status ?? null })),
  }
}
