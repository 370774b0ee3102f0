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
 * project applications.
 */
export async function dashboardFigures(db: SqlExecutor): Promise<DashboardFigures> {
  const { rows } = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM users)::int AS total_users,
      (SELECT count(DISTINCT user_id) FROM survey_responses WHERE user_id IS NOT NULL)::int AS survey_submissions,
      (SELECT count(*) FROM saved_event_dates)::int AS event_bookmarks,
      (SELECT count(*) FROM document_downloads)::int AS document_downloads,
      (SELECT count(*) FROM project_applications)::int AS project_applications
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
