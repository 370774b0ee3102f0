import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { MOVE_DIRECTIONS, moveQuestion } from '@/lib/surveys/moveQuestion'

/** POST /api/survey-questions/:id/move {direction: 'up' | 'down'}: spec 4's reorder (src/lib/surveys/moveQuestion.ts). Admins only. */
export const moveQuestionEndpoint = adminRowAction({
  path: '/:id/move',
  method: 'post',
  notFoundMessage: 'Question not found',
  body: z.object({ direction: z.enum(MOVE_DIRECTIONS) }),
  invalidBody: "The direction must be 'up' or 'down'.",
  unexpected: 'The question could not be moved. Please try again.',
  run: async (context, { id, body }) => {
    await moveQuestion(context, { questionId: id, direction: body.direction })
    return { message: 'Question updated successfully' }
  },
})
