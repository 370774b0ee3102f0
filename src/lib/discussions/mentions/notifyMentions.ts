import type { PayloadRequest } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DiscussionPost, User } from '@/payload-types'

import { mentionKey } from '../mentions'
import { noticeItem } from '../noticeItem'
import { subjectOf } from '../postSubject'
import { mentionedMembers } from './mentionedMembers'
import { notifiedMentionNames } from './parseMentions'

type PostState = Pick<DiscussionPost, 'id' | 'author' | 'body' | 'status'> & Partial<DiscussionPost>

/**
 * The request as `member` would make it, in the same transaction (the post may not be committed
 * yet): a copy, so the author's request keeps its user, with a data loader of its own, so
 * nothing the author's reads cached is answered to the member.
 */
function asMember(req: PayloadRequest, member: User): PayloadRequest {
  const copy = { ...req, user: { ...member, collection: 'users' as const } } as PayloadRequest
  delete (copy as Partial<PayloadRequest>).payloadDataLoader
  return copy
}

/** Whether the member may read the post: the collection's own read access (the item's rule, its label, a blocked pair), asked as them. */
async function mayRead(req: PayloadRequest, postId: number, member: User): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'discussion-posts',
    where: { id: { equals: postId } },
    req: asMember(req, member),
    overrideAccess: false,
  })
  return totalDocs > 0
}

/**
 * Tells the members a published post @mentions (issue 50, item 3): a notice in their inbox, and
 * an e-mail as they chose (users.noticeEmails.discussionMentions), both in the posting
 * transaction. Only confirmed members who may read the post are told, each asked through the
 * post's own read access as that member: one who may not read the item (its TLP label, a
 * draft), or a blocked pair either way, is never told, so a mention reveals nothing. Once per
 * post and member (the notice key): an edit tells only those it adds; a post that waited for
 * approval tells when it is published. Names are the thread's: listed members of the people
 * directory, at most MAX_MENTIONS (src/lib/discussions/mentions.ts).
 */
export async function notifyMentions(req: PayloadRequest, post: PostState, previous: PostState | null): Promise<void> {
  if (post.status !== 'published') return
  const author = relationId(post.author)
  const subject = subjectOf(post)
  if (!author || !subject) return
  // Those the published text already named were told then (or could not be).
  const namedBefore = new Set(previous?.status === 'published' ? notifiedMentionNames(previous.body).map(mentionKey) : [])
  const names = notifiedMentionNames(post.body).filter((name) => !namedBefore.has(mentionKey(name)))
  const named = (await mentionedMembers(req, names)).filter((id) => id !== author)
  if (named.length === 0) return
  const { docs: members } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { in: named } }, { _verified: { equals: true } }] },
    depth: 0,
    limit: named.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const readers: User[] = []
  for (const member of members) if (await mayRead(req, post.id, member)) readers.push(member)
  if (readers.length === 0) return
  const about = await noticeItem(req, subject)
  await notifyMembers(
    req,
    readers.map((member) => ({
      recipient: member.id,
      kind: 'discussion-mention',
      key: `discussion-mention:${post.id}:${member.id}`,
      discussionPost: post.id,
      actor: author,
      ...about,
    })),
  )
}
