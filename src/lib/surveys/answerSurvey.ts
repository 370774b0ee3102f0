import { elevated } from '@/lib/accounts/security/elevated'
import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { answeredCookieValue, hasAnswered } from '@/lib/surveys/answeredCookie'
import type { SurveyQuestion, User } from '@/payload-types'

export type SurveyAnswers = Record<string, string | string[]>
/** A stored or earlier submission; `answeredCookie`: the value for the caller to set after an anonymous one. */
export type AnsweredSurvey = { alreadyAnswered: boolean; answeredCookie?: string }
/** Where an anonymous submission comes from: the client's address and the browser's answered-cookie of this survey. */
export type SubmitSource = { clientAddress?: string | null; answeredCookie?: string | null }

export const MAX_TEXT_ANSWER = 5000
const NOT_SUBMITTED = errorText('errorSubmittingSurvey')

const isAnswered = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.some((entry) => entry.trim() !== '') : typeof value === 'string' && value.trim() !== ''

/** Only answers a question allows: listed options, 1–5 ratings, yes or no, text (its length is checked before). */
function normalise(question: SurveyQuestion, value: string | string[] | undefined): string | null {
  if (!isAnswered(value)) return null
  const values = (Array.isArray(value) ? value : [value!]).map((entry) => entry.trim()).filter(Boolean)
  switch (question.questionType) {
    case 'multiple_choice': {
      // An option is chosen by its id (the form's, the same in both languages) or by its label in
      // the default language; it is stored as that label, so answers from both languages count together.
      const stored = new Map<string, string>()
      for (const option of question.options ?? []) {
        if (!option.label) continue
        stored.set(option.label, option.label)
        if (option.id) stored.set(option.id, option.label)
      }
      const chosen = values.flatMap((entry) => (stored.has(entry) ? [stored.get(entry)!] : []))
      if (chosen.length === 0) return null
      // Spec 5: multi-answer answers are stored as a list serialized to text.
      return question.allowMultipleAnswers ? JSON.stringify([...new Set(chosen)]) : chosen[0]!
    }
    case 'rating':
      return ['1', '2', '3', '4', '5'].includes(values[0]!) ? values[0]! : null
    case 'yes_no':
      return values[0] === 'yes' || values[0] === 'no' ? values[0] : null
    default:
      return values[0]!
  }
}

/**
 * Stores one survey submission (spec 5), the only way answers are written besides an admin's
 * REST create: sign-in for non-anonymous surveys, only the survey's questions, listed options,
 * 1–5 ratings, text up to 5,000 characters, every required question answered, all rows in one
 * transaction. A member who already answered gets a friendly success instead of duplicates (the
 * unique index on question and user); so does a browser that holds this survey's answered-cookie
 * of an anonymous one, whose submissions are also limited per client address. A stored anonymous
 * submission answers the cookie's new value for the caller to set.
 */
export async function answerSurvey(
  { payload, user }: ActionContext<User | null>,
  { surveyId, answers, source = {} }: { surveyId: number; answers: SurveyAnswers; source?: SubmitSource },
): Promise<AnsweredSurvey> {
  const survey = await payload.findByID({ collection: 'surveys', id: surveyId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!survey) throw new AppError('NOT_FOUND', errorText('surveyNotFound'), { title: NOT_SUBMITTED })
  if (!survey.isActive) throw new AppError('CONFLICT', errorText('surveyClosed'), { title: errorText('surveyClosedTitle') })
  if (!survey.isAnonymous && !user) {
    throw new AppError('NOT_SIGNED_IN', errorText('signInToAnswer'), { title: errorText('authenticationRequired') })
  }
  const { docs: questions } = await payload.find({
    collection: 'survey-questions',
    where: { survey: { equals: surveyId } },
    sort: 'orderIndex',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const tooLong = questions.some((question) => {
    const answer = answers[String(question.id)]
    return (Array.isArray(answer) ? answer : [answer]).some((entry) => typeof entry === 'string' && entry.trim().length > MAX_TEXT_ANSWER)
  })
  if (tooLong) throw new AppError('INVALID_INPUT', errorText('answerTooLong', { max: MAX_TEXT_ANSWER }), { title: NOT_SUBMITTED })
  const values = new Map(questions.map((question) => [question.id, normalise(question, answers[String(question.id)])]))
  const missing = questions.filter((question) => question.isRequired !== false && values.get(question.id) === null).length
  if (missing > 0) {
    throw new AppError('INVALID_INPUT', errorText('requiredAnswersMissing', { missing }), { title: errorText('completeRequiredQuestions') })
  }
  if (!survey.isAnonymous && user) {
    const answered = await payload.count({
      collection: 'survey-responses',
      where: { and: [{ survey: { equals: surveyId } }, { user: { equals: user.id } }] },
      overrideAccess: true,
    })
    if (answered.totalDocs > 0) return { alreadyAnswered: true }
  }
  if (survey.isAnonymous) {
    if (hasAnswered(payload.secret, surveyId, source.answeredCookie)) return { alreadyAnswered: true }
    const refusal = await checkRateLimit(payload, 'surveyAnswer', { ip: source.clientAddress })
    if (refusal) throw new AppError('RATE_LIMITED', refusal.text, { title: NOT_SUBMITTED })
  }

  const req = await requestAs(payload, user)
  try {
    await inTransaction(req, async () => {
      for (const question of questions) {
        const responseValue = values.get(question.id)
        if (responseValue === null || responseValue === undefined) continue
        await payload.create({
          collection: 'survey-responses',
          data: { survey: surveyId, question: question.id, responseValue } as never,
          req,
          ...elevated("this function has checked every answer; creating answers through the API is the admins'"),
          depth: 0,
        })
      }
    })
  } catch (error) {
    if (user && !survey.isAnonymous) {
      const answered = await payload.count({
        collection: 'survey-responses',
        where: { and: [{ survey: { equals: surveyId } }, { user: { equals: user.id } }] },
        overrideAccess: true,
      })
      // A second click landed first: the member's answers are stored once.
      if (answered.totalDocs > 0) return { alreadyAnswered: true }
    }
    throw error
  }
  return { alreadyAnswered: false, ...(survey.isAnonymous && { answeredCookie: answeredCookieValue(payload.secret, surveyId) }) }
}
