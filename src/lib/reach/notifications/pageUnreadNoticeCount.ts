import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/infrastructure/payload'

import { unreadNoticeCount } from './unreadNoticeCount'

/**
 * The member's unread count, counted once per page render: the header's bell and the inbox both
 * show it, so /notifications costs one count, like every other page.
 */
export const pageUnreadNoticeCount = cache(async (userId: number) => unreadNoticeCount(await getPayloadClient(), { id: userId }))
