import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, badRichText, hostileText } from '../e2e/hostile/values'

/** Surveys: everyone reads them; admins run them. */
export const surveys: CollectionPolicy = {
  slug: 'surveys',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  endpoints: {
    // Drafts and versions (issue 20): admins only.
    'GET /api/surveys/{id}?draft=true': '----++-',
    'GET /api/surveys/versions': '----++-',
    'POST /api/surveys/versions/{id}': '----++-',
    'GET /api/surveys/{id}/answers.csv': '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ title: 'Hostile survey' }),
    breakers: () =>
      fc.oneof(
        ...requiredText('title', 300),
        field(
          'isActive',
          fc.oneof(
            hostileText,
            fc.integer().filter((value) => value !== 0),
          ),
        ),
        field('image', badRelation),
        field('description', badRichText(5000)),
      ),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'Survey', many: 'Surveys' },
    row: (f) => f.survey(),
    create: async (f) => ({ data: { title: `Survey ${f.next()}` } }),
    update: (f) => ({ title: `Updated survey ${f.next()}` }),
  },
}
