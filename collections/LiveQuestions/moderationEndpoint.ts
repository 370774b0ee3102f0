import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { hideQuestion, markAnswered } from '@/lib/liveQuestions/moderateQuestion'

const common = {
  notFoundMessage: 'Question not found',
  body: z.object({}).strict(),
  invalidBody: 'No fields are read.',
  unexpected: 'The question could not be changed. Please try again.',
  method: 'post',
} as const

/** POST /api/live-questions/:id/answer: an admin marks a question answered (markAnswered). */
export const markAnsweredEndpoint = adminRowAction({
  ...common,
  path: '/:id/answer',
  run: async (context, { id }) => markAnswered(context, { questionId: id }),
})

/** POST /api/live-questions/:id/hide: an admin hides a question from members and the projector (hideQuestion). */
export const hideQuestionEndpoint = adminRowAction({
  ...common,
  path: '/:id/hide',
  run: async (context, { id }) => hideQuestion(context, { questionId: id }),
})
