import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from './sqlExecutor'

/** The five KPI cards of the dashboard (spec 2 and 7). */
export type DashboardFigures = {
  totalUsers: number
  surveySubmissions: number
  eventBookmarks: number
  documentDownloads: number
  projectApplications: number
}

/**
 * Spec 7's KPIs in one query: every account, members who answered at least one survey
 * (anonymous answers have no user and do not count), saved event dates, downloads and
 * project applications. The activity totals are sums of the per-member counts that triggers
 * keep in member_engagement, not counts over millions of rows; downloads also count those
 * kept from deleted accounts (no member any more: few rows, found through the user index).
 */
export async function dashboardFigures(db: SqlExecutor): Promise<DashboardFigures> {
  const { rows } = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM users)::int AS total_users,
      count(*) FILTER (WHERE surveys > 0)::int AS survey_submissions,
      coalesce(sum(saved_events), 0)::int AS event_bookmarks,
      (coalesce(sum(downloads), 0) + (SELECT count(*) FROM document_downloads WHERE user_id IS NULL))::int AS document_downloads,
      coalesce(sum(applications), 0)::int AS project_applications
    FROM member_engagement
  `)
  const row = rows[0]!
  return {
    totalUsers: Number(row.total_users),
    surveySubmissions: Number(row.survey_submissions),
    eventBookmarks: Number(row.event_bookmarks),
    documentDownloads: Number(row.document_downloads),
    projectApplications: Number(row.project_applications),
  }
}
