import { sql } from '@payloadcms/db-postgres'

import { EVENT_TIME_ZONE } from '@/lib/shared/format/dates'

import { periodChange, type PeriodChange } from './periodChange'
import type { SqlExecutor, SqlQuery } from './sqlExecutor'

/** The activity charts of the dashboard, in the order shown. */
export const ACTIVITY_TRENDS = ['signUps', 'downloads', 'savedDates', 'applications', 'surveySubmissions', 'posts'] as const
export type ActivityTrendKind = (typeof ACTIVITY_TRENDS)[number]

/** One week of a chart: its Monday in Berlin ("2026-11-23") and its figure (null: nothing recorded that week). */
export type WeekFigure = { week: string; value: number | null }

export type Trend = {
  /** Every week of the last 12 months, oldest first; the last is the week in progress. */
  weeks: WeekFigure[]
  /** The last four complete weeks against the four before (periodChange.ts). */
  change: PeriodChange
}

export type ActiveMembersTrend = Trend & {
  /** The first day a snapshot was recorded ("2026-11-26"), or null before the first. */
  recordedSince: string | null
}

export type DashboardTrends = {
  activity: Record<ActivityTrendKind, Trend>
  activeMembers: ActiveMembersTrend
}

const ZONE = sql.raw(`'${EVENT_TIME_ZONE}'`)

/**
 * The weeks of the last 12 months, Monday to Sunday in Berlin (the product's time zone: a
 * download on Monday 00:30 in Berlin is Monday's, though it is still Sunday in UTC), with
 * their start and end as moments; the week in progress ends at `now`. The series are counted
 * on wall-clock weeks, so a daylight-saving week is 167 or 169 hours, as it is in Berlin.
 */
export const weeksUpTo = (now: string, span: SqlQuery = sql`interval '12 months'`) => sql`
  SELECT w::date AS week, w AT TIME ZONE ${ZONE} AS starts,
         least((w + interval '1 week') AT TIME ZONE ${ZONE}, ${now}::timestamptz) AS ends,
         (w + interval '1 week') AT TIME ZONE ${ZONE} <= ${now}::timestamptz AS complete
  FROM generate_series(
    date_trunc('week', (${now}::timestamptz AT TIME ZONE ${ZONE}) - ${span}),
    date_trunc('week', ${now}::timestamptz AT TIME ZONE ${ZONE}),
    interval '1 week') w`

/** A count per week of the rows of `table` created in it: one index range per week (created_at is indexed). */
const rowsCreated = (table: string) =>
  sql`(SELECT count(*) FROM ${sql.identifier(table)} t WHERE t.created_at >= weeks.starts AND t.created_at < weeks.ends)`

/**
 * Survey submissions per week, not answer rows (one per question): a member's submission is
 * their pair of member and survey (each member answers a survey once, all questions in one
 * go); an anonymous submission keeps no respondent, so a survey's anonymous submissions in a
 * week are the answers to its most answered question that week, as the survey results count
 * an anonymous survey's respondents. Read from one covering index on created_at.
 */
const surveySubmissions = sql`(
  (SELECT count(*) FROM (
     SELECT DISTINCT r.user_id, r.survey_id FROM survey_responses r
     WHERE r.created_at >= weeks.starts AND r.created_at < weeks.ends AND r.user_id IS NOT NULL) members)
  + (SELECT coalesce(sum(most), 0) FROM (
     SELECT max(answers) AS most FROM (
       SELECT r.survey_id, count(*) AS answers FROM survey_responses r
       WHERE r.created_at >= weeks.starts AND r.created_at < weeks.ends AND r.user_id IS NULL
       GROUP BY r.survey_id, r.question_id) per_question
     GROUP BY survey_id) per_survey))`

const ACTIVITY_COUNTS: Record<ActivityTrendKind, SqlQuery> = {
  signUps: rowsCreated('users'),
  downloads: rowsCreated('document_downloads'),
  savedDates: rowsCreated('saved_event_dates'),
  applications: rowsCreated('project_applications'),
  surveySubmissions,
  // Discussion posts written (issue 50, item 5), whatever became of them since.
  posts: rowsCreated('discussion_posts'),
}

/**
 * Weekly active members from the daily snapshots (collections/ActivitySnapshots.ts): a week's
 * figure is its latest snapshot's "active in the last 7 days", which for a finished week is
 * counted just after its Sunday ended, so exactly that week; for the week in progress, the
 * latest 7 days. A week without a snapshot has no figure (null), not zero.
 */
const activeMembers = sql`(
  SELECT s.weekly_active FROM activity_snapshots s
  WHERE s.day >= weeks.starts AND s.day < weeks.ends ORDER BY s.day DESC LIMIT 1)`

/**
 * One activity chart: each complete week's total as the jobs queue summarized it
 * (activity_week_totals, refreshActivityWeekTotals below), and the weeks it has not summarized
 * yet (the week in progress, or all of them before its first run) counted live from the rows.
 */
async function activitySeries(db: SqlExecutor, now: string, kind: ActivityTrendKind): Promise<WeekFigure[]> {
  const { rows } = await db.execute(sql`
    SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, coalesce(totals.value, ${ACTIVITY_COUNTS[kind]})::int AS value
    FROM (${weeksUpTo(now)}) weeks
    LEFT JOIN activity_week_totals totals ON totals.kind = ${kind} AND totals.week = weeks.week AND weeks.complete
    ORDER BY weeks.week`)
  return rows.map((row) => ({ week: String(row.week), value: Number(row.value) }))
}

async function activeMembersSeries(db: SqlExecutor, now: string): Promise<WeekFigure[]> {
  const { rows } = await db.execute(sql`
    SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, ${activeMembers}::int AS value FROM (${weeksUpTo(now)}) weeks ORDER BY weeks.week`)
  return rows.map((row) => ({ week: String(row.week), value: row.value === null ? null : Number(row.value) }))
}

/**
 * Stores the totals of the complete weeks of the last 12 months (the jobs queue, once a day):
 * a finished week's rows only change when some are deleted (an account, a survey), so the
 * dashboard reads them from here instead of counting a year of rows on every load (the
 * budget on the large data), with the same counting as the live weeks. Recounted in full each
 * day, so deletions show within a day; older weeks are dropped.
 */
export async function refreshActivityWeekTotals(db: SqlExecutor, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const at = now.toISOString()
  for (const kind of ACTIVITY_TRENDS) {
    await db.execute(sql`
      INSERT INTO activity_week_totals (kind, week, value)
      SELECT ${kind}, weeks.week, ${ACTIVITY_COUNTS[kind]} FROM (${weeksUpTo(at)}) weeks WHERE weeks.complete
      ON CONFLICT (kind, week) DO UPDATE SET value = EXCLUDED.value`)
  }
  await db.execute(
    sql`DELETE FROM activity_week_totals WHERE week < (${at}::timestamptz AT TIME ZONE ${ZONE})::date - interval '13 months'`,
  )
}

/** Whether the last complete week is summarized already (else the jobs queue summarizes now, not tomorrow). */
export async function activityWeekTotalsAreCurrent(db: SqlExecutor, { now = new Date() }: { now?: Date } = {}): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM activity_week_totals
      WHERE week = date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${ZONE})::date - 7) AS current`)
  return rows[0]?.current === true
}

/** The change, from the complete weeks only: the last week is still in progress. */
const trendOf = (weeks: WeekFigure[], mode: 'sum' | 'mean'): Trend => ({
  weeks,
  change: periodChange(
    weeks.slice(0, -1).map((week) => week.value),
    mode,
  ),
})

/**
 * The dashboard's trends: sign-ups, downloads, saved event dates, project applications, survey
 * submissions and discussion posts per week over the last 12 months, counted in SQL from the rows' own
 * timestamps (one query per chart, each week one index range; run side by side on the pool's
 * connections; complete weeks as summarized daily), and weekly active members from the daily
 * snapshots.
 */
export async function dashboardTrends(db: SqlExecutor, { now = new Date() }: { now?: Date } = {}): Promise<DashboardTrends> {
  const at = now.toISOString()
  const [active, recorded, ...counted] = await Promise.all([
    activeMembersSeries(db, at),
    db.execute(sql`
      SELECT to_char(min(day) AT TIME ZONE ${ZONE}, 'YYYY-MM-DD') AS first_day FROM activity_snapshots WHERE day <= ${at}::timestamptz`),
    ...ACTIVITY_TRENDS.map((kind) => activitySeries(db, at, kind)),
  ])
  const firstDay = recorded.rows[0]?.first_day
  return {
    activity: Object.fromEntries(ACTIVITY_TRENDS.map((kind, index) => [kind, trendOf(counted[index]!, 'sum')])) as Record<
      ActivityTrendKind,
      Trend
    >,
    activeMembers: { ...trendOf(active, 'mean'), recordedSince: firstDay ? String(firstDay) : null },
  }
}
