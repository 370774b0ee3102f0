import type { ActionContext } from '@/lib/shared/actions/runAction'

import type { QuestionStatus } from './liveQuestionRules'
import { questionNotFound } from './votableQuestion'

/**
 * Sets a question's status as the acting person, through the collection's access (only admins
 * update questions: speakers are names on the agenda, not accounts, docs/decisions.md), so the
 * admin's write lands in the audit trail like any other.
 */
async function setStatus({ payload, user }: ActionContext, questionId: number, status: Exclude<QuestionStatus, 'open'>) {
  const updated = await payload
    .update({ collection: 'live-questions', id: questionId, data: { status }, depth: 0, user, overrideAccess: false })
    .catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) throw questionNotFound()
      throw error
    })
  return { id: updated.id, status: updated.status }
}

/** An admin marks a question answered: members still see it, marked, and can no longer vote for it. */
export async function markAnswered(context: ActionContext, { questionId }: { questionId: number }) {
  return setStatus(context, questionId, 'answered')
}

/** An admin hides a question: it is gone for members and from the projector; admins still find it in the list of questions. */
export async function hideQuestion(context: ActionContext, { questionId }: { questionId: number }) {
  return setStatus(context, questionId, 'hidden')
}
