import { sql } from '@payloadcms/db-postgres'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { checkRateLimit, throwRefusal } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

import { votableQuestion } from './votableQuestion'

export type VoteAnswer = { voted: boolean; voteCount: number }

/**
 * A member upvotes another member's open question in a session happening now. The vote and the
 * question's count change in one statement: the vote row is inserted unless the member's is
 * there already (the unique index on question and voter), and only an inserted row adds one to
 * the count, so two clicks at once count once and the count is always the number of votes.
 * Voting twice is the same success. Votes are bounded per member (RATE_LIMIT_LIVE_QUESTION_VOTE_PER_SENDER).
 */
export async function voteForQuestion(context: ActionContext, { questionId }: { questionId: number }): Promise<VoteAnswer> {
  const { payload, user } = context
  const question = await votableQuestion(context, questionId)
  if (question.author === user.id) throw new AppError('CONFLICT', errorText('liveQuestionOwnVote'))
  if (question.status !== 'open') throw new AppError('CONFLICT', errorText('liveQuestionAnswered'))
  const refusal = await checkRateLimit(payload, 'liveQuestionVote', { sender: user.id })
  if (refusal) throwRefusal(refusal)
  const { rows } = await belowLocalApi(
    payload,
    'a vote and its question’s count in one statement: the unique index decides, only an inserted vote counts',
  ).drizzle.execute(sql`
    WITH vote AS (
      INSERT INTO live_question_votes (question_id, voter_id, updated_at, created_at)
      SELECT id, ${user.id}, now(), now() FROM live_questions WHERE id = ${questionId} AND status = 'open'
      ON CONFLICT (question_id, voter_id) DO NOTHING
      RETURNING question_id
    ),
    counted AS (
      UPDATE live_questions SET vote_count = vote_count + 1 WHERE id IN (SELECT question_id FROM vote) RETURNING vote_count
    )
    SELECT (SELECT vote_count FROM counted) AS "added",
           (SELECT vote_count FROM live_questions WHERE id = ${questionId}) AS "before"`)
  const row = rows[0] as { added: number | null; before: number | null }
  // The statement's snapshot shows the count before its own update: "added" is the new count.
  return { voted: true, voteCount: Number(row.added ?? row.before ?? 0) }
}
