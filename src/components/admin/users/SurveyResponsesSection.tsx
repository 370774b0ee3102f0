import type { AdminT } from '@/i18n/admin/adminTranslator'

import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsList, AnalyticsSection, showingNote } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/accounts/users/userAnalytics'

/** Survey Responses: the member's answers grouped by survey title. */
export function SurveyResponsesSection({ surveyResponses, t }: { surveyResponses: UserAnalytics['surveyResponses']; t: AdminT }) {
  const { surveys, total } = surveyResponses
  const shown = surveys.reduce((sum, survey) => sum + survey.responses.length, 0)
  return (
    <AnalyticsSection
      note={showingNote(shown, total, (counts) => t('custom:analytics:responsesShown', counts))}
      title={t('custom:analytics:surveyResponses')}
    >
      {surveys.length === 0 ? (
        <AnalyticsEmpty>{t('custom:analytics:noSurveyResponses')}</AnalyticsEmpty>
      ) : (
        surveys.map((survey) => (
          <div className="user-analytics__group" key={survey.id ?? 'deleted'}>
            <h4 className="user-analytics__group-title">{survey.title}</h4>
            <AnalyticsList
              rows={survey.responses.map((response) => ({
                id: response.id,
                title: response.question,
                answer: response.answer,
                meta: (
                  <>
                    {t('custom:analytics:submitted')} <AdminDate value={response.submittedAt} />
                  </>
                ),
              }))}
            />
          </div>
        ))
      )}
    </AnalyticsSection>
  )
}
