import { elevated } from '@/lib/accounts/security/elevated'
import { checkRateLimit, throwRefusal } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

import { QUESTION_MAX_LENGTH } from './liveQuestionRules'
import { liveSession } from './readableSession'

/** The text as stored: trimmed, its runs of blank space inside kept (line breaks are the member's). */
const cleanText = (text: string) => text.trim()

/**
 * A member asks a question in a session that is happening now (issue 50, item 2): the session
 * readable by them through the agenda items' own access, a plain text of at most
 * QUESTION_MAX_LENGTH characters, a few questions a minute per member (RATE_LIMIT_LIVE_QUESTION_PER_SENDER).
 * Stored with the server's rights (members create no question through the API, so every one
 * passed these checks); no page cache is told, since questions load in their own requests.
 */
export async function askQuestion(context: ActionContext, { agendaItemId, text }: { agendaItemId: number; text: string }) {
  const { payload, user } = context
  const cleaned = cleanText(text)
  if (!cleaned) throw new AppError('INVALID_INPUT', errorText('liveQuestionEmpty'))
  if (cleaned.length > QUESTION_MAX_LENGTH)
    throw new AppError('INVALID_INPUT', errorText('liveQuestionTooLong', { max: QUESTION_MAX_LENGTH }))
  const session = await liveSession(context, agendaItemId)
  const refusal = await checkRateLimit(payload, 'liveQuestion', { sender: user.id })
  if (refusal) throwRefusal(refusal)
  const question = await payload.create({
    collection: 'live-questions',
    data: { agendaItem: session.id, author: user.id, text: cleaned, status: 'open', voteCount: 0 },
    depth: 0,
    // One row and nothing beside it: a transaction would only add its round trips, and the wait
    // to hear its commit (src/lib/platform/pageCache/ownWritesHeard.ts) for a write no page shows.
    disableTransaction: true,
    ...elevated('a question askQuestion checked: the session readable and live, the text bounded, the rate limit counted'),
  })
  return { id: question.id }
}
