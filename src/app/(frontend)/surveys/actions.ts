'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { siteUsesHttps } from '@/lib/shared/siteUrl'
import { storableText } from '@/lib/shared/validation/storableText'
import { ANSWERED_COOKIE_MAX_AGE, answeredCookieName } from '@/lib/surveys/answeredCookie'
import { answerSurvey, type SurveyAnswers } from '@/lib/surveys/answerSurvey'

/** Answers by question id: a text, or a list of texts for multiple answers; `unreadable` says what went wrong. */
const answersSchema = (unreadable: string) =>
  z.record(
    z.string().regex(/^\d{1,10}$/, unreadable),
    z.union([storableText(), z.array(storableText()).max(200, unreadable)], { message: unreadable }),
    { message: unreadable },
  ) as z.ZodType<SurveyAnswers, SurveyAnswers>

/**
 * The survey form's submit (src/lib/surveys/answerSurvey.ts); an anonymous submission's
 * answered-cookie is read and set here. `alreadyAnswered`: thanked like any other, but nothing
 * new was stored.
 */
export const submitSurvey = visitorAction((t: Translator) => ({
  // A member's answers are theirs: one submission per member, and 'already answered' for them.
  actsAsMember: true,
  input: z.tuple([rowIdArgument(t('surveyForm.unreadable')), answersSchema(t('surveyForm.unreadable'))], {
    message: t('surveyForm.unreadable'),
  }),
  title: t('errors.errorSubmittingSurvey'),
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
        // Every language's survey pages ('/surveys/…', '/de/surveys/…') send it with their submits.
        path: '/',
        maxAge: ANSWERED_COOKIE_MAX_AGE,
      })
    }
    return succeeded(t('surveyForm.submitted'), undefined, { alreadyAnswered })
  },
}))
