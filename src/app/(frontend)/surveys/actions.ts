'use server'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'
import { type SubmitOutcome, type SurveyAnswers, submitSurveyResponses } from '@/lib/surveys/submitResponses'

/** The survey form's submit: all checks happen in submitSurveyResponses, on the server. */
export async function submitSurvey(surveyId: number, answers: SurveyAnswers): Promise<SubmitOutcome> {
  if (!Number.isInteger(surveyId) || typeof answers !== 'object' || answers === null) {
    return { ok: false, title: 'Error submitting survey', description: 'Please try again later.' }
  }
  return submitSurveyResponses(await getPayloadClient(), surveyId, answers, await getCurrentUser())
}
