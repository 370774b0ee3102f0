'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'

import { succeeded } from '@/lib/actions/actionResult'
import { visitorAction } from '@/lib/actions/memberAction'
import { rowIdArgument } from '@/lib/ids/rowId'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'
import { siteUsesHttps } from '@/lib/siteUrl'
import { ANSWERED_COOKIE_MAX_AGE, answeredCookieName } from '@/lib/surveys/answeredCookie'
import { answerSurvey, type SurveyAnswers } from '@/lib/surveys/answerSurvey'
import { storableText } from '@/lib/validation/storableText'

const UNREADABLE = 'The answers could not be read. Please reload the survey and try again.'

/** Answers by question id: a text, or a list of texts for multiple answers. */
const answersSchema = z.record(
  z.string().regex(/^\d{1,10}$/, UNREADABLE),
  z.union([storableText(), z.array(storableText()).max(200, UNREADABLE)], { message: UNREADABLE }),
  { message: UNREADABLE },
)

/**
 * The survey form's submit (src/lib/surveys/answerSurvey.ts); an anonymous submission's
 * answered-cookie is read and set here. `alreadyAnswered`: thanked like any other, but nothing
 * new was stored.
 */
export const submitSurvey = visitorAction({
  // A member's answers are theirs: one submission per member, and 'already answered' for them.
  actsAsMember: true,
  input: z.tuple([rowIdArgument(UNREADABLE), answersSchema as z.ZodType<SurveyAnswers, SurveyAnswers>], { message: UNREADABLE }),
  title: 'Error submitting survey',
  run: async (context, [surveyId, answers]) => {
    const jar = await cookies()
    const { alreadyAnswered, answeredCookie } = await answerSurvey(context, {
      surveyId,
      answers,
      source: { clientAddress: await requestClientAddress(), answeredCookie: jar.get(answeredCookieName(surveyId))?.value },
    })
    if (answeredCookie) {
      jar.set(answeredCookieName(surveyId), answeredCookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: siteUsesHttps(),
        path: '/surveys',
        maxAge: ANSWERED_COOKIE_MAX_AGE,
      })
    }
    return succeeded('Survey submitted successfully! Thank you for your participation.', undefined, { alreadyAnswered })
  },
})
