import { sql } from '@payloadcms/db-postgres'

import { adminRowEndpoint, jsonBody, rowExists } from '../admin/adminEndpoint'

/**
 * POST /api/survey-questions/:id/move {direction: 'up' | 'down'}: spec 4's reorder, swapping
 * the question's order index with its neighbour's in one statement (atomic, no half swaps).
 * Admins only.
 */
export const moveQuestionEndpoint = adminRowEndpoint({
  path: '/:id/move',
  method: 'post',
  notFoundMessage: 'Question not found',
  handler: async (req, id, notFound) => {
    const direction = (await jsonBody(req))?.direction
    if (direction !== 'up' && direction !== 'down') {
      return Response.json({ message: "The direction must be 'up' or 'down'." }, { status: 400 })
    }
    const up = direction === 'up'
    const neighbour = up
      ? sql`s.order_index < q.order_index ORDER BY s.order_index DESC, s.id DESC`
      : sql`s.order_index > q.order_index ORDER BY s.order_index ASC, s.id ASC`
    const moved = await req.payload.db.drizzle.execute(sql`
      WITH q AS (SELECT id, survey_id, order_index FROM survey_questions WHERE id = ${id}),
      n AS (
        SELECT s.id, s.order_index FROM survey_questions s, q
        WHERE s.survey_id = q.survey_id AND ${neighbour} LIMIT 1
      )
      UPDATE survey_questions t
      SET order_index = CASE WHEN t.id = (SELECT id FROM q) THEN (SELECT order_index FROM n) ELSE (SELECT order_index FROM q) END,
          updated_at = now()
      WHERE EXISTS (SELECT 1 FROM n) AND t.id IN ((SELECT id FROM q), (SELECT id FROM n))
      RETURNING t.id`)
    if (moved.rows.length === 0) {
      if (!(await rowExists(req.payload, 'survey-questions', id))) return notFound()
      return Response.json({ message: up ? 'The question is already first.' : 'The question is already last.' }, { status: 409 })
    }
    return Response.json({ message: 'Question updated successfully' })
  },
})
