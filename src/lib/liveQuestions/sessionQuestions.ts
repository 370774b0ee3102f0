import { sql } from '@payloadcms/db-postgres'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { QUESTIONS_SHOWN, type QuestionStatus } from './liveQuestionRules'
import { readableSession } from './readableSession'

export type ListedQuestion = {
  id: number
  text: string
  status: Exclude<QuestionStatus, 'hidden'>
  voteCount: number
  createdAt: string
  /** The reader asked it (no vote button). */
  mine: boolean
  /** The reader's vote is on it. */
  voted: boolean
}

export type SessionQuestions = {
  agendaItem: number
  live: boolean
  startTime: string
  endTime: string
  /** Questions the reader sees in all; the list holds the top QUESTIONS_SHOWN. */
  total: number
  questions: ListedQuestion[]
}

/**
 * A session's questions as one reader sees them (the member's island and the admin's projector):
 * the session read through the agenda items' own access (not found for anyone who may not read
 * it), then one SQL query for the top QUESTIONS_SHOWN by votes, then time: no hidden ones, none
 * whose author and reader blocked each other either way, the count kept on each question (never
 * counted per row), the reader's own and voted ones marked, and the total beside them.
 * Authors are not named: a question speaks for the room.
 */
export async function sessionQuestions(
  context: ActionContext<User>,
  { agendaItemId }: { agendaItemId: number },
): Promise<SessionQuestions> {
  const session = await readableSession(context, agendaItemId)
  const me = context.user.id
  const { rows } = await belowLocalApi(
    context.payload,
    'a session’s top questions with the reader’s votes and blocks in one query, the total beside them',
  ).drizzle.execute(sql`
    SELECT q.id, q.text, q.status, q.vote_count AS "voteCount", q.created_at AS "createdAt",
      q.author_id = ${me} AS "mine",
      EXISTS (SELECT 1 FROM live_question_votes v WHERE v.question_id = q.id AND v.voter_id = ${me}) AS "voted",
      count(*) OVER () AS "total"
    FROM live_questions q
    WHERE q.agenda_item_id = ${session.id} AND q.status <> 'hidden'
      AND NOT EXISTS (
        SELECT 1 FROM member_blocks b
        WHERE (b.blocker_id = ${me} AND b.blocked_id = q.author_id) OR (b.blocker_id = q.author_id AND b.blocked_id = ${me})
      )
    ORDER BY q.vote_count DESC, q.created_at ASC, q.id ASC
    LIMIT ${QUESTIONS_SHOWN}`)
  const listed = rows as Array<Omit<ListedQuestion, 'createdAt'> & { createdAt: string | Date; total: string | number }>
  return {
    agendaItem: session.id,
    live: session.live,
    startTime: session.startTime,
    endTime: session.endTime,
    total: Number(listed[0]?.total ?? 0),
    questions: listed.map(({ total: _total, ...question }) => ({
      id: Number(question.id),
      text: question.text,
      status: question.status,
      voteCount: Number(question.voteCount),
      createdAt: new Date(question.createdAt).toISOString(),
      mine: Boolean(question.mine),
      voted: Boolean(question.voted),
    })),
  }
}
