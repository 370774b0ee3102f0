import { z } from 'zod'

import { memberRowAction } from '@/lib/admin/adminEndpoint'
import { voteForQuestion } from '@/lib/liveQuestions/voteForQuestion'
import { withdrawVote } from '@/lib/liveQuestions/withdrawVote'

const common = {
  path: '/:id/vote',
  notFoundMessage: 'Question not found',
  body: z.object({}).strict(),
  invalidBody: 'A vote carries no fields.',
  unexpected: 'The vote could not be counted. Please try again.',
} as const

/** POST /api/live-questions/:id/vote: the signed-in member upvotes a question (voteForQuestion); twice is once. */
export const voteEndpoint = memberRowAction({
  ...common,
  method: 'post',
  run: async (context, { id }) => voteForQuestion(context, { questionId: id }),
})

/** DELETE /api/live-questions/:id/vote: the member withdraws their vote (withdrawVote). */
export const withdrawVoteEndpoint = memberRowAction({
  ...common,
  method: 'delete',
  run: async (context, { id }) => withdrawVote(context, { questionId: id }),
})
