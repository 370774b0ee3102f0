import type { ActionContext } from '@/lib/shared/actions/runAction'

/**
 * A member reports a discussion post to the admins with a reason, as the member: the
 * collection refuses a post they may not read (as not found) and their own post. Once per
 * member and post: reporting again, or a double click, is the same success and keeps the first
 * reason. The post's author is never told who reported it.
 */
export async function reportPost({ payload, user }: ActionContext, { postId, reason }: { postId: number; reason: string }): Promise<void> {
  try {
    await payload.create({ collection: 'discussion-reports', data: { post: postId, reason } as never, user, overrideAccess: false })
  } catch (error) {
    // Members do not read reports: whether theirs is stored is the server's to check.
    const existing = await payload.count({
      collection: 'discussion-reports',
      where: { and: [{ reporter: { equals: user.id } }, { post: { equals: postId } }] },
      overrideAccess: true,
    })
    if (!existing.totalDocs) throw error
  }
}
