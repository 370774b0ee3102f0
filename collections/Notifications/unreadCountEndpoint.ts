import type { Endpoint } from 'payload'

import { unreadNoticeCount } from '@/lib/reach/notifications/unreadNoticeCount'

/**
 * GET /api/notifications/unread-count: the bell's number, asked again by open pages while they
 * are visible, so it follows notices written by any instance without a reload. The signed-in
 * member's own count only; never cached.
 */
export const unreadCountEndpoint: Endpoint = {
  path: '/unread-count',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'private, no-store' }
    if (!req.user) return Response.json({ errors: [{ message: 'Please sign in to see your notifications.' }] }, { status: 401, headers })
    return Response.json({ unread: await unreadNoticeCount(req.payload, req.user) }, { headers })
  },
}
