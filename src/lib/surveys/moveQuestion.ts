import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'

export const MOVE_DIRECTIONS = ['up', 'down'] as const
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number]

/**
 * An admin moves a survey question one place up or down (spec 4's reorder): its order index
 * and its neighbour's are swapped through Payload's update as the admin, so the collection's
 * access (admins only) and hooks (the visitor-page cache) apply, both in one transaction.
 * The survey's questions are locked first (SQL: Payload has no SELECT … FOR UPDATE), so two
 * moves at once run one after the other and never leave two questions at one index.
 */
export async function moveQuestion(
  { payload, user, req: given }: ActionContext & { req?: PayloadRequest },
  { questionId, direction }: { questionId: number; direction: MoveDirection },
): Promise<void> {
  const req = given ?? (await requestAs(payload, user))
  await inTransaction(req, async () => {
    const db = await requestDatabase(req, 'a row lock on the survey’s questions (SELECT … FOR UPDATE; Payload has none), so moves queue')
    await db.execute(sql`
      SELECT id FROM survey_questions
      WHERE survey_id = (SELECT survey_id FROM survey_questions WHERE id = ${questionId})
      ORDER BY id FOR UPDATE`)
    const question = await payload.findByID({ collection: 'survey-questions', id: questionId, depth: 0, disableErrors: true, req })
    if (!question) throw new AppError('NOT_FOUND', 'Question not found')
    const index = question.orderIndex ?? 0
    const up = direction === 'up'
    const { docs } = await payload.find({
      collection: 'survey-questions',
      where: { and: [{ survey: { equals: question.survey } }, { orderIndex: up ? { less_than: index } : { greater_than: index } }] },
      sort: up ? ['-orderIndex', '-id'] : ['orderIndex', 'id'],
      limit: 1,
      depth: 0,
      req,
    })
    const neighbour = docs[0]
    if (!neighbour) throw new AppError('CONFLICT', up ? 'The question is already first.' : 'The question is already last.')
    const swap = async (id: number, orderIndex: number) =>
      payload.update({ collection: 'survey-questions', id, data: { orderIndex }, depth: 0, req, user, overrideAccess: false })
    await swap(question.id, neighbour.orderIndex ?? 0)
    await swap(neighbour.id, index)
  })
}
