import { dashboardFigures, type DashboardFigures } from './dashboardFigures'
import type { SqlExecutor } from './sqlExecutor'
import { topEngagedMembers, type EngagedMember } from './topEngagedMembers'

export type EngagementDashboard = { figures: DashboardFigures; topMembers: EngagedMember[] }

/** Everything the admin dashboard shows; the KPIs and the ranking are read side by side. */
export async function engagementDashboard(db: SqlExecutor): Promise<EngagementDashboard> {
  const [figures, topMembers] = await Promise.all([dashboardFigures(db), topEngagedMembers(db)])
  return { figures, topMembers }
}
