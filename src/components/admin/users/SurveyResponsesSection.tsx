import type { AdminT } from '@/i18n/admin/adminTranslator'

import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsList, AnalyticsSection, showingNote } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/accounts/users/userAnalytics'

type Response = UserAnalytics['surveyResponses']['surveys'][number]['responses'][number]

/** A yes/no question's stored 'yes' or 'no' in the admin's words ('Yes', 'Nein'); any other answer as given. */
const shownAnswer = ({ questionType, answer }: Response, t: AdminT) =>
  questionType === 'yes_no' && (answer === 'yes' || answer === 'no') ? t(`custom:cells:${answer}`) : answer

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
                answer: shownAnswer(response, t),
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
