import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import type { SurveyQuestion, User } from '@/payload-types'

import { checkRateLimit } from '../rateLimits/rateLimit'
import { answeredCookieValue, hasAnswered } from './answeredCookie'

export type SurveyAnswers = Record<string, string | string[]>
export type SubmitOutcome = { ok: true; alreadyAnswered?: boolean } | { ok: false; title: string; description: string }
/** Where an anonymous submission comes from: the client's address and the browser's answered-cookie of this survey. */
export type SubmitSource = { clientAddress?: string | null; answeredCookie?: string | null }

export const MAX_TEXT_ANSWER = 5000
const TEXT_TOO_LONG = {
  ok: false,
  title: 'Error submitting survey',
  description: 'An answer can be at most 5,000 characters.',
} as const

const isAnswered = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.some((entry) => entry.trim() !== '') : typeof value === 'string' && value.trim() !== ''

/** Only answers a question allows: listed options, 1–5 ratings, yes or no, text (its length is checked before). */
function normalise(question: SurveyQuestion, value: string | string[] | undefined): string | null {
  if (!isAnswered(value)) return null
  const values = (Array.isArray(value) ? value : [value!]).map((entry) => entry.trim()).filter(Boolean)
  switch (question.questionType) {
    case 'multiple_choice': {
      const allowed = new Set((question.options ?? []).map((option) => option.label))
      const chosen = values.filter((entry) => allowed.has(entry))
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
export async function submitSurveyResponses(
  payload: Payload,
  surveyId: number,
  answers: SurveyAnswers,
  user: User | null,
  source: SubmitSource = {},
): Promise<SubmitOutcome & { answeredCookie?: string }> {
  const survey = await payload.findByID({ collection: 'surveys', id: surveyId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!survey) return { ok: false, title: 'Error submitting survey', description: 'Survey not found' }
  if (!survey.isActive) return { ok: false, title: 'Survey Closed', description: 'This survey is no longer accepting responses.' }
  if (!survey.isAnonymous && !user) {
    return { ok: false, title: 'Authentication Required', description: 'Please sign in to participate in this survey.' }
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
  if (tooLong) return TEXT_TOO_LONG
  const values = new Map(questions.map((question) => [question.id, normalise(question, answers[String(question.id)])]))
  const missing = questions.filter((question) => question.isRequired !== false && values.get(question.id) === null).length
  if (missing > 0) {
    return {
      ok: false,
      title: 'Please complete all required questions',
      description: `${missing} required question(s) are missing answers.`,
    }
  }
  if (!survey.isAnonymous && user) {
    const answered = await payload.count({
      collection: 'survey-responses',
      where: { and: [{ survey: { equals: surveyId } }, { user: { equals: user.id } }] },
      overrideAccess: true,
    })
    if (answered.totalDocs > 0) return { ok: true, alreadyAnswered: true }
  }
  if (survey.isAnonymous) {
    if (hasAnswered(payload.secret, surveyId, source.answeredCookie)) return { ok: true, alreadyAnswered: true }
    const refusal = await checkRateLimit(payload, 'surveyAnswer', { ip: source.clientAddress })
    if (refusal) return { ok: false, title: 'Error submitting survey', description: refusal.message }
  }

  const req = await createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined } as never, payload)
  const ownTransaction = await initTransaction(req)
  try {
    for (const question of questions) {
      const responseValue = values.get(question.id)
      if (responseValue === null || responseValue === undefined) continue
      await payload.create({
        collection: 'survey-responses',
        data: { survey: surveyId, question: question.id, responseValue } as never,
        req,
        // Creating answers is the admins' over the API; this function has checked everything.
        overrideAccess: true,
        depth: 0,
      })
    }
    if (ownTransaction) await commitTransaction(req)
    return survey.isAnonymous ? { ok: true, answeredCookie: answeredCookieValue(payload.secret, surveyId) } : { ok: true }
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    if (user && !survey.isAnonymous) {
      const answered = await payload.count({
        collection: 'survey-responses',
        where: { and: [{ survey: { equals: surveyId } }, { user: { equals: user.id } }] },
        overrideAccess: true,
      })
      // A second click landed first: the member's answers are stored once.
      if (answered.totalDocs > 0) return { ok: true, alreadyAnswered: true }
    }
    payload.logger.error({ err: error, msg: 'Survey submission failed' })
    return { ok: false, title: 'Error submitting survey', description: 'Please try again later.' }
  }
}
