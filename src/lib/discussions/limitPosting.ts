import type { Payload } from 'payload'

import { checkRateLimit, throwRefusal } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import type { PostSubject } from './postSubject'
import { subjectKey } from './subjectKey'

/**
 * Counts one post or edit against the member's pace and the thread's
 * (rateLimitSettings.ts: `discussionPost`), and refuses in the member's language when either is
 * over its limit. Called where posts are written: the collection's create hook
 * (hooks/discussions/limitPostingPace.ts, every path) and editPost. With `req` (REST, GraphQL)
 * the refusal carries Retry-After. Admins are not counted: they answer and arrange threads, and
 * their posts never wait for approval either.
 */
export async function limitPosting(
  payload: Payload,
  user: Pick<User, 'id' | 'role'>,
  subject: PostSubject,
  req?: { responseHeaders?: Headers },
): Promise<void> {
  if (hasAdminRole(user)) return
  const refusal = await checkRateLimit(payload, 'discussionPost', { sender: user.id, thread: subjectKey(subject) })
  if (refusal) throwRefusal(refusal, req)
}
