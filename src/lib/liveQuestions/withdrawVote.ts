import { sql } from '@payloadcms/db-postgres'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'

import { votableQuestion } from './votableQuestion'
import type { VoteAnswer } from './voteForQuestion'

/**
 * A member withdraws their vote for a question while the session is happening now. The vote
 * and the count change in one statement, as voteForQuestion adds them: only a deleted vote takes
 * one off. Withdrawing a vote that is not there is the same success.
 */
export async function withdrawVote(context: ActionContext, { questionId }: { questionId: number }): Promise<VoteAnswer> {
  const { payload, user } = context
  await votableQuestion(context, questionId)
  const { rows } = await belowLocalApi(
    payload,
    'a withdrawn vote and its question’s count in one statement: only a deleted vote takes one off',
  ).drizzle.execute(sql`
    WITH gone AS (
      DELETE FROM live_question_votes WHERE question_id = ${questionId} AND voter_id = ${user.id} RETURNING question_id
    ),
    counted AS (
      UPDATE live_questions SET vote_count = vote_count - 1 WHERE id IN (SELECT question_id FROM gone) RETURNING vote_count
    )
    SELECT (SELECT vote_count FROM counted) AS "taken",
           (SELECT vote_count FROM live_questions WHERE id = ${questionId}) AS "before"`)
  const row = rows[0] as { taken: number | null; before: number | null }
  return { voted: false, voteCount: Number(row.taken ?? row.before ?? 0) }
}
