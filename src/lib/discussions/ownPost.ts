import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DiscussionPost } from '@/payload-types'

import { findReadablePost } from './findReadablePost'

/** The post as its reader sees it, and whether the acting member wrote it; refused when they may not read it. */
export async function readablePostOrRefuse(req: PayloadRequest, postId: number): Promise<{ post: DiscussionPost; isAuthor: boolean }> {
  const post = await findReadablePost(req, postId)
  if (!post) throw new AppError('NOT_FOUND', errorText('discussionPostNotFound'))
  return { post, isAuthor: !!req.user && relationId(post.author) === req.user.id }
}
