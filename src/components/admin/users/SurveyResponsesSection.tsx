import type { UserAnalytics } from '../../../lib/users/userAnalytics'
import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsSection } from './AnalyticsSection'

/** Survey Responses: the member's answers grouped by survey title. */
export function SurveyResponsesSection({ surveyResponses }: { surveyResponses: UserAnalytics['surveyResponses'] }) {
  const { surveys, total } = surveyResponses
  const shown = surveys.reduce((sum, survey) => sum + survey.responses.length, 0)
  const note = total > shown ? `Showing ${shown} most recent responses out of ${total} total` : undefined
  return (
    <AnalyticsSection note={note} title="Survey Responses">
      {surveys.length === 0 ? (
        <AnalyticsEmpty>No survey responses</AnalyticsEmpty>
      ) : (
        surveys.map((survey) => (
          <div className="user-analytics__group" key={survey.id ?? 'deleted'}>
            <h4 className="user-analytics__group-title">{survey.title}</h4>
            <ul className="user-analytics__list">
              {survey.responses.map((response) => (
                <li className="user-analytics__item" key={response.id}>
                  <span className="user-analytics__item-title">{response.question}</span>
                  <span className="user-analytics__answer">{response.answer}</span>
                  <span className="user-analytics__item-meta">
                    Submitted <AdminDate value={response.submittedAt} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </AnalyticsSection>
  )
}
