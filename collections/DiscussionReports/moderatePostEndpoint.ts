import { z } from 'zod'

import { adminRowAction } from '@/lib/admin/adminEndpoint'
import { approvePost } from '@/lib/discussions/moderation/approvePost'
import { deletePostAsModerator } from '@/lib/discussions/moderation/deletePostAsModerator'
import { hidePost } from '@/lib/discussions/moderation/hidePost'
import { MODERATION_ACTS, type ModerationAct, POST_NOT_FOUND } from '@/lib/discussions/moderation/moderationActs'
import { restorePost } from '@/lib/discussions/moderation/restorePost'
import { warnAuthor } from '@/lib/discussions/moderation/warnAuthor'

/** Each button of the queue and the domain function it calls. */
const ACTS: Record<ModerationAct, typeof hidePost> = {
  hide: hidePost,
  restore: restorePost,
  approve: approvePost,
  delete: deletePostAsModerator,
  warn: warnAuthor,
}

/**
 * POST /api/discussion-reports/queue/:id { act }: the moderation queue's Hide, Restore, Approve,
 * Delete and Warn on post :id, each an adapter around its domain function in
 * src/lib/discussions/moderation/ (audited there). Admins only.
 */
export const moderatePostEndpoint = adminRowAction({
  path: '/queue/:id',
  method: 'post',
  notFoundMessage: POST_NOT_FOUND,
  body: z.object({ act: z.enum(MODERATION_ACTS) }).strict(),
  invalidBody: `Say what to do with the post: act is one of ${MODERATION_ACTS.join(', ')}.`,
  unexpected: 'The post could not be moderated. Please try again.',
  run: (context, { id, body }) => ACTS[body.act](context, { postId: id }),
})
