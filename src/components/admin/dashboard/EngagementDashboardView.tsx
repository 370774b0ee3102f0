import type { AdminViewServerProps } from 'payload'

import { adminLanguage, adminTranslator } from '@/i18n/admin/adminTranslator'
import { engagementDashboard } from '@/lib/engagement/engagementDashboard'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { hasAdminRole } from '@access/roles'

import { AdminViewFrame } from '../AdminViewFrame'
import { ActivityTrends } from './ActivityTrends'
import { baseClass } from './baseClass'
import { CommunityOverview } from './CommunityOverview'
import { KpiCards } from './KpiCards'
import { TopEngagedMembers } from './TopEngagedMembers'
import { UpcomingEvents } from './UpcomingEvents'

export const DASHBOARD_PATH = '/admin/dashboard'

/**
 * /admin/dashboard: spec 2's KPI cards, Community Overview and Top 100 Engaged Users, in that order,
 * then issue 20's trends and the next events, inside Payload's admin layout. Custom admin views are
 * public by default, so the role is checked here: only admins and super admins see it, everyone
 * else goes to the sign-in page.
 */
export async function EngagementDashboardView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  // The full principal (req.user) decides access; `view.user` (field access applied) is what goes to the client.
  // Custom views are public by default. The admin layout already sent non-admins to /auth, which
  // tells a signed-in member that the panel is for admins; this keeps the view safe on its own.
  if (!hasAdminRole(req.user)) redirectInSite(`/auth?from=${DASHBOARD_PATH}`)

  const adminRoute = req.payload.config.routes.admin
  const t = adminTranslator(req.i18n)
  const language = adminLanguage(req.i18n)
  // Titles of events, documents, surveys and projects in the admin's language where they have it.
  const { figures, topMembers, trends, upcomingEvents } = await engagementDashboard(
    belowLocalApi(req.payload, 'the dashboard’s figures, trends and Top 100 counted in SQL, not from pages of rows').drizzle,
    { language },
  )

  return (
    <AdminViewFrame view={view} title={t('custom:dashboard:title')} block={baseClass}>
      <KpiCards figures={figures} t={t} language={language} />
      <CommunityOverview t={t} />
      <TopEngagedMembers members={topMembers} adminRoute={adminRoute} t={t} language={language} />
      {/* Issue 49: the spec's three parts first; the trends and next events follow the ranking. */}
      <ActivityTrends trends={trends} t={t} language={language} />
      <UpcomingEvents events={upcomingEvents} adminRoute={adminRoute} t={t} language={language} />
    </AdminViewFrame>
  )
}
