import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnOption } from '../e2e/hostile/values'

/** Survey questions: everyone reads those of a survey they may see; admins run them. */
export const surveyQuestions: CollectionPolicy = {
  slug: 'survey-questions',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'POST /api/survey-questions/{id}/move': '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: (f) => ({ survey: f.survey.id, questionText: 'Hostile question?', questionType: 'text' }),
    breakers: () =>
      fc.oneof(
        field('survey', badRelation),
        ...requiredText('questionText', 2000),
        field('questionType', notAnOption(['multiple_choice', 'text', 'rating', 'yes_no'])),
        fc.constant({ questionType: 'multiple_choice', options: [] }),
      ),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'SurveyQuestion', many: 'SurveyQuestions' },
    row: (f) => f.question(),
    create: async (f) => ({ data: { survey: f.shared.survey.id, questionText: `Question ${f.next()}`, questionType: 'text' } }),
    update: (f) => ({ questionText: `Reworded ${f.next()}` }),
  },
}
