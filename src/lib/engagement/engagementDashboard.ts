import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

import { dashboardFigures, type DashboardFigures } from './dashboardFigures'
import { upcomingEvents, type UpcomingEvent } from './eventEngagement'
import type { SqlExecutor } from './sqlExecutor'
import { topEngagedMembers, type EngagedMember } from './topEngagedMembers'
import { dashboardTrends, type DashboardTrends } from './weeklyTrends'

export type EngagementDashboard = {
  figures: DashboardFigures
  topMembers: EngagedMember[]
  trends: DashboardTrends
  upcomingEvents: UpcomingEvent[]
}

/** Everything the admin dashboard shows; the KPIs, the ranking, the trends and the next events are read side by side. */
export async function engagementDashboard(
  db: SqlExecutor,
  { now = new Date(), language = DEFAULT_LANGUAGE }: { now?: Date; language?: Language } = {},
): Promise<EngagementDashboard> {
  const [figures, topMembers, trends, events] = await Promise.all([
    dashboardFigures(db),
    topEngagedMembers(db, { language }),
    dashboardTrends(db, { now }),
    upcomingEvents(db, { now, language }),
  ])
  return { figures, topMembers, trends, upcomingEvents: events }
}
