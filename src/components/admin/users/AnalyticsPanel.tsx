import type { UIFieldServerProps } from 'payload'

import { adminLanguage, adminTranslator } from '@/i18n/admin/adminTranslator'
import { discussionFigures, NO_DISCUSSION_FIGURES } from '@/lib/engagement/discussionFigures'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { hasAdminRole } from '@access/roles'

import { ANALYTICS_ANCHOR } from './adminLinks'
import { AnalyticsSection } from './AnalyticsSection'
import { DiscussionsSection } from './DiscussionsSection'
import { DocumentDownloadsSection } from './DocumentDownloadsSection'
import { SavedEventsSection } from './SavedEventsSection'
import { ScrollToAnalytics } from './ScrollToAnalytics'
import { SurveyResponsesSection } from './SurveyResponsesSection'
import { UserInformationSection } from './UserInformationSection'
import { loadUserAnalytics } from '../../../lib/accounts/users/userAnalytics'
import type { User } from '../../../payload-types'
import './users.scss'

/**
 * The user's Analytics panel on the edit view (the `analytics` ui field). Spec 6: admins
 * see any user's saved events, survey responses and downloads; others see nothing, and the
 * data is read with the viewer's own access as well.
 */
export async function AnalyticsPanel({ id, payload, req }: UIFieldServerProps) {
  const t = adminTranslator(req.i18n)
  const viewer = req.user as User | null
  if (id === undefined || id === null || !viewer || !hasAdminRole(viewer)) return null

  let analytics
  let discussions = NO_DISCUSSION_FIGURES
  try {
    ;[analytics, discussions] = await Promise.all([
      loadUserAnalytics({ payload, userId: Number(id), viewer }),
      discussionFigures(belowLocalApi(payload, 'a member’s discussion figures counted in SQL, as the dashboard counts them').drizzle, [
        Number(id),
      ]).then((figures) => figures.get(Number(id)) ?? NO_DISCUSSION_FIGURES),
    ])
  } catch (error) {
    payload.logger.error({ err: error, msg: `Loading the analytics of user ${id} failed` })
  }

  return (
    <div className="user-analytics" id={ANALYTICS_ANCHOR}>
      <ScrollToAnalytics />
      <h2 className="user-analytics__heading">{t('custom:analytics:title')}</h2>
      <p className="user-analytics__export">
        {/* The file the member downloads from their profile (GET /api/users/:id/export, admins only). */}
        <a href={`${payload.config.routes.api}/users/${id}/export`}>{t('custom:analytics:downloadData')}</a>{' '}
        <span className="user-analytics__muted">{t('custom:analytics:downloadDataNote')}</span>
      </p>
      <p className="user-analytics__export">
        {/* What the weekly digest would tell this member now (GET /api/users/:id/weekly-digest, admins only). */}
        <a href={`${payload.config.routes.api}/users/${id}/weekly-digest`} target="_blank" rel="noopener">
          {t('custom:analytics:previewDigest')}
        </a>{' '}
        <span className="user-analytics__muted">{t('custom:analytics:previewDigestNote')}</span>
      </p>
      {!analytics ? (
        <p className="user-analytics__error" role="alert">
          {t('custom:analytics:failed')}
        </p>
      ) : (
        <div className="user-analytics__grid">
          <UserInformationSection information={analytics.information} t={t} />
          <AnalyticsSection title={t('custom:analytics:registrations')}>
            <p className="user-analytics__muted">{t('custom:analytics:registrationsNote')}</p>
          </AnalyticsSection>
          <SavedEventsSection savedEvents={analytics.savedEvents} t={t} />
          <SurveyResponsesSection surveyResponses={analytics.surveyResponses} t={t} />
          <DocumentDownloadsSection downloads={analytics.downloads} t={t} />
          <DiscussionsSection figures={discussions} t={t} language={adminLanguage(req.i18n)} />
        </div>
      )}
    </div>
  )
}
