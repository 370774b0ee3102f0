import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation } from '../e2e/hostile/values'

/**
 * Votes on live questions: written only in SQL by voteForQuestion and withdrawVote (the vote and
 * its question's count in one statement), so nobody creates, edits or deletes one through the
 * API; admins may read them.
 */
export const liveQuestionVotes: CollectionPolicy = {
  slug: 'live-question-votes',
  access: { create: '-------', read: '----++-', update: '-------', delete: '-------' },
  body: {
    creator: 'member',
    valid: (f) => ({ question: f.liveQuestion.id }),
    breakers: () => fc.oneof(field('question', badRelation), field('voter', badRelation)),
  },
  /** The rows both access matrices try: the member's vote on a question of the admin's. */
  matrix: {
    graphql: { one: 'LiveQuestionVote', many: 'LiveQuestionVotes' },
    row: async (f) => {
      const question = await f.make('live-questions', {
        agendaItem: (await f.agendaItem()).id,
        author: f.admin.id,
        text: `Voted ${f.next()}`,
        status: 'open',
        voteCount: 1,
      })
      return f.make('live-question-votes', { question: question.id, voter: f.member.id })
    },
    create: async (f) => {
      const question = await f.make('live-questions', {
        agendaItem: (await f.agendaItem()).id,
        author: f.admin.id,
        text: `To vote ${f.next()}`,
        status: 'open',
        voteCount: 0,
      })
      return { data: { question: question.id, voter: f.member.id } }
    },
    update: (f) => ({ voter: f.admin.id }),
  },
}
