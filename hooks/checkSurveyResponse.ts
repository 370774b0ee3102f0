import type { CollectionBeforeChangeHook } from 'payload'
import { publicError } from '../src/lib/errors/publicError'

import { hasAdminRole } from '../access/roles'

export const SIGN_IN_TO_ANSWER = 'Please sign in to participate in this survey.'
export const SURVEY_CLOSED = 'This survey is no longer accepting responses.'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : value)

/**
 * A response belongs to an active survey and to one of its questions; an anonymous survey
 * stores no user, any other survey needs a signed-in member and stores who answered.
 */
export const checkSurveyResponse: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const questionId = idOf(data.question)
  const question = questionId
    ? await req.payload.findByID({
        collection: 'survey-questions',
        id: questionId as number,
        depth: 1,
        disableErrors: true,
        overrideAccess: true,
        req,
      })
    : null
  const survey = question && typeof question.survey === 'object' ? question.survey : null
  if (!question || !survey) throw publicError('Survey question not found', 404)
  if (idOf(data.survey) !== survey.id) {
    throw publicError('The question does not belong to this survey', 400)
  }
  if (!survey.isActive && !hasAdminRole(req.user)) throw publicError(SURVEY_CLOSED, 409)
  if (survey.isAnonymous) return { ...data, user: null }
  if (!req.user) throw publicError(SIGN_IN_TO_ANSWER, 401)
  return { ...data, user: hasAdminRole(req.user) && data.user ? data.user : req.user.id }
}
