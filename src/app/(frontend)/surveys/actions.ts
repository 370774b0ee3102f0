'use server'

import { z } from 'zod'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { isRowId } from '@/lib/ids/rowId'
import { getPayloadClient } from '@/lib/payload'
import { type SubmitOutcome, type SurveyAnswers, submitSurveyResponses } from '@/lib/surveys/submitResponses'
import { storableText } from '@/lib/validation/storableText'

/** Answers by question id: a text, or a list of texts for multiple answers. */
const answersSchema = z.record(z.string().regex(/^\d{1,10}$/), z.union([storableText(), z.array(storableText()).max(200)]))

/** The survey form's submit: the arguments' shape is checked here, the rest in submitSurveyResponses. */
export async function submitSurvey(surveyId: number, answers: SurveyAnswers): Promise<SubmitOutcome> {
  const parsed = answersSchema.safeParse(answers)
  if (!isRowId(surveyId) || !parsed.success) {
    return {
      ok: false,
      title: 'Error submitting survey',
      description: 'The answers could not be read. Please reload the survey and try again.',
    }
  }
  return submitSurveyResponses(await getPayloadClient(), surveyId, parsed.data, await getCurrentUser())
}
