import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation } from '../e2e/hostile/values'

/** Survey answers: members and visitors answer through the survey form's domain function only (answerSurvey); a member reads their own, admins all. */
export const surveyResponses: CollectionPolicy = {
  slug: 'survey-responses',
  access: { create: '----++-', read: '-+--++-', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path: the list's export (issue 20), admins only. */
  endpoints: { 'GET /api/survey-responses/export': '----++-' },
  /** Writes that name a field only some may set. */
  fields: {
    user: '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    // Members and visitors answer through the survey form's action; REST creates are the admins'.
    creator: 'admin',
    valid: (f) => ({ survey: f.survey.id, question: f.requiredQuestion.id, responseValue: 'An answer' }),
    breakers: (f) =>
      fc.oneof(field('question', badRelation), fc.constant({ survey: f.inactiveSurvey.id }), ...requiredText('responseValue', 5000)),
  },
  /** The rows both access matrices try: the member's answers. */
  matrix: {
    graphql: { one: 'SurveyResponse', many: 'SurveyResponses' },
    row: async (f) =>
      f.make(
        'survey-responses',
        { survey: f.shared.survey.id, question: (await f.question()).id, responseValue: 'yes', user: f.member.id },
        { asMember: true },
      ),
    create: async (f) => ({ data: { survey: f.shared.survey.id, question: (await f.question()).id, responseValue: 'no' } }),
    update: (f) => ({ responseValue: `changed ${f.next()}` }),
  },
}
