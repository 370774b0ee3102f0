import { adminEndpoint } from '@/lib/admin/adminEndpoint'
import { MAX_QUEUE_PAGE, moderationQueue } from '@/lib/discussions/moderation/moderationQueue'
import type { User } from '@/payload-types'

/**
 * GET /api/discussion-reports/queue?page=N: one page of the moderation queue (waiting and
 * reported posts, the longest waiting first), an adapter around moderationQueue
 * (src/lib/discussions/moderation/moderationQueue.ts). Admins only; a page that is no whole
 * number from 1 to MAX_QUEUE_PAGE is refused.
 */
export const moderationQueueEndpoint = adminEndpoint({
  path: '/queue',
  method: 'get',
  handler: async (req) => {
    const raw = new URL(req.url ?? 'http://localhost/').searchParams.getAll('page')
    const page = raw.length === 0 ? 1 : raw.length === 1 && /^\d{1,3}$/.test(raw[0]!) ? Number(raw[0]) : NaN
    if (!(page >= 1 && page <= MAX_QUEUE_PAGE))
      return Response.json({ message: `The page must be a whole number from 1 to ${MAX_QUEUE_PAGE}.` }, { status: 400 })
    return Response.json(await moderationQueue({ payload: req.payload, user: req.user as User }, { page }))
  },
})
