'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { isRowId } from '@/lib/ids/rowId'
import { getPayloadClient } from '@/lib/payload'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'
import { siteUsesHttps } from '@/lib/siteUrl'
import { ANSWERED_COOKIE_MAX_AGE, answeredCookieName } from '@/lib/surveys/answeredCookie'
import { type SurveyAnswers, submitSurveyResponses } from '@/lib/surveys/submitResponses'
import { storableText } from '@/lib/validation/storableText'

/** Answers by question id: a text, or a list of texts for multiple answers. */
const answersSchema = z.record(z.string().regex(/^\d{1,10}$/), z.union([storableText(), z.array(storableText()).max(200)]))

/**
 * The survey form's submit: the arguments' shape is checked here, the rest in
 * submitSurveyResponses; an anonymous submission's answered-cookie is read and set here.
 * `alreadyAnswered`: thanked like any other, but nothing new was stored.
 */
export async function submitSurvey(surveyId: number, answers: SurveyAnswers): Promise<ActionResult<{ alreadyAnswered: boolean }>> {
  const parsed = answersSchema.safeParse(answers)
  if (!isRowId(surveyId) || !parsed.success) {
    return failed('Error submitting survey', 'The answers could not be read. Please reload the survey and try again.')
  }
  const jar = await cookies()
  const { answeredCookie, ...outcome } = await submitSurveyResponses(
    await getPayloadClient(),
    surveyId,
    parsed.data,
    await getCurrentUser(),
    {
      clientAddress: await requestClientAddress(),
      answeredCookie: jar.get(answeredCookieName(surveyId))?.value,
    },
  )
  if (answeredCookie) {
    jar.set(answeredCookieName(surveyId), answeredCookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: siteUsesHttps(),
      path: '/surveys',
      maxAge: ANSWERED_COOKIE_MAX_AGE,
    })
  }
  if (!outcome.ok) return failed(outcome.title, outcome.description)
  return succeeded('Survey submitted successfully! Thank you for your participation.', undefined, {
    alreadyAnswered: outcome.alreadyAnswered === true,
  })
}
