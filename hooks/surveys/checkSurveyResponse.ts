import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { hasAdminRole } from '@access/roles'

export const SIGN_IN_TO_ANSWER = errorText('signInToAnswer')
export const SURVEY_CLOSED = errorText('surveyClosed')

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
  if (!question || !survey) throw new AppError('NOT_FOUND', errorText('surveyQuestionNotFound'))
  if (idOf(data.survey) !== survey.id) {
    throw new AppError('INVALID_INPUT', 'The question does not belong to this survey')
  }
  if (!survey.isActive && !hasAdminRole(req.user)) throw new AppError('CONFLICT', SURVEY_CLOSED)
  if (survey.isAnonymous) return { ...data, user: null }
  if (!req.user) throw new AppError('NOT_SIGNED_IN', SIGN_IN_TO_ANSWER)
  return { ...data, user: hasAdminRole(req.user) && data.user ? data.user : req.user.id }
}
