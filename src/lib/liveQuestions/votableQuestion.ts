import { sql } from '@payloadcms/db-postgres'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { liveSession } from './readableSession'

export const questionNotFound = () => new AppError('NOT_FOUND', errorText('liveQuestionNotFound'))

/**
 * The question a member votes on (or withdraws a vote from), checked the way the list shows it:
 * its session readable by the member and happening now, the question not hidden, and no block
 * between the member and its author either way (they do not see each other's questions). One
 * SQL read of the question and the pair's blocks; the session through the agenda items' access.
 * Anything the member may not see is not found.
 */
export async function votableQuestion(context: ActionContext<User>, questionId: number) {
  const { rows } = await belowLocalApi(context.payload, 'a question with its author’s blocks either way, in one read').drizzle.execute(sql`
    SELECT q.agenda_item_id AS "agendaItem", q.author_id AS "author", q.status,
      EXISTS (
        SELECT 1 FROM member_blocks b
        WHERE (b.blocker_id = ${context.user.id} AND b.blocked_id = q.author_id)
           OR (b.blocker_id = q.author_id AND b.blocked_id = ${context.user.id})
      ) AS "blocked"
    FROM live_questions q WHERE q.id = ${questionId}`)
  const question = rows[0] as { agendaItem: number; author: number | null; status: string; blocked: boolean } | undefined
  if (!question || question.status === 'hidden' || question.blocked) throw questionNotFound()
  await liveSession(context, Number(question.agendaItem))
  return { id: questionId, author: question.author === null ? null : Number(question.author), status: question.status }
}
