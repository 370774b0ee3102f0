import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { QUESTION_MAX_LENGTH, QUESTION_STATUSES } from '../../src/lib/liveQuestions/liveQuestionRules'
import { badRelation, notAnOption } from '../e2e/hostile/values'

/**
 * Live questions during a session (issue 50, item 2): nobody creates one through REST or GraphQL
 * (askQuestion does, through its endpoint); members read them only through the session's list
 * endpoint, which applies the agenda item's own read access, hidden questions and blocks; admins
 * read, mark answered, hide and delete. The endpoints' cells are tried on a session happening now.
 */
export const liveQuestions: CollectionPolicy = {
  slug: 'live-questions',
  access: { create: '-------', read: '----++-', update: '----++-', delete: '----++-' },
  endpoints: {
    'GET /api/live-questions/session/{id}': '-++++++',
    'POST /api/live-questions/session/{id}': '-++++++',
    'POST /api/live-questions/{id}/vote': '-++++++',
    'DELETE /api/live-questions/{id}/vote': '-++++++',
    'POST /api/live-questions/{id}/answer': '----++-',
    'POST /api/live-questions/{id}/hide': '----++-',
  },
  // Written by askQuestion only, so every create is refused.
  body: {
    creator: 'admin',
    valid: (f) => ({ agendaItem: f.agendaItem.id, author: f.users.member.id, text: 'Will the slides be shared?' }),
    breakers: () =>
      fc.oneof(
        field('agendaItem', badRelation),
        ...requiredText('text', QUESTION_MAX_LENGTH),
        field('status', notAnOption(QUESTION_STATUSES)),
      ),
  },
  /** The rows both access matrices try: the member's question in a session (not live: the API's operations do not care). */
  matrix: {
    // GraphQL's input requires the fields that have defaults too.
    graphql: { one: 'LiveQuestion', many: 'LiveQuestions', defaults: { status: 'open', voteCount: 0 } },
    row: async (f) =>
      f.make('live-questions', {
        agendaItem: (await f.agendaItem()).id,
        author: f.member.id,
        text: `Question ${f.next()}`,
        status: 'open',
        voteCount: 0,
      }),
    create: async (f) => ({ data: { agendaItem: (await f.agendaItem()).id, author: f.member.id, text: `Asked ${f.next()}` } }),
    update: () => ({ status: 'answered' }),
  },
}
