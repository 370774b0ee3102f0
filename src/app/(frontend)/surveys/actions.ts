'use server'

import { z } from 'zod'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { isRowId } from '@/lib/ids/rowId'
import { getPayloadClient } from '@/lib/payload'
import { type SubmitOutcome, type SurveyAnswers, submitSurveyResponses } from '@/lib/surveys/submitResponses'

/** Answers by question id: a text, or a list of texts for multiple answers. */
const answersSchema = z.record(z.string().regex(/^\d{1,10}$/), z.union([z.string(), z.array(z.string()).max(200)]))

/** The survey form's submit: the arguments' shape is checked here, the rest in submitSurveyResponses. */
export async function submitSurvey(surveyId: number, answers: SurveyAnswers): Promise<SubmitOutcome> {
  const parsed = answersSchema.safeParse(answers)
  if (!isRowId(surveyId) || !parsed.success) {
    return { ok: false, title: 'Error submitting survey', description: 'Please try again later.' }
  }
  return submitSurveyResponses(await getPayloadClient(), surveyId, parsed.data, await getCurrentUser())
}
