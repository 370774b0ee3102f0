import type { Access, PayloadRequest, Where } from 'payload'

import { publishedWhere } from '@/lib/content/publication'

import { blockedMemberIds } from '../directory/directoryAccess'
import { hasAdminRole } from '../roles'
import { DISCUSSION_SUBJECTS } from './discussionSubjects'
import { prefixWhere } from './prefixWhere'

/** Statuses every reader of the item sees; a waiting or hidden post only its author (and admins). */
export const PUBLIC_POST_STATUSES = ['published', 'deleted'] as const

/**
 * The posts whose item this reader may read: for each kind of item, the item collection's own
 * read access (its TLP clearance included) asked for this request and put behind the post's
 * relationship, and the item published. A discussion inherits its item's label on every path
 * that reads posts (pages, REST, GraphQL, search, notices, digests, exports), because they all
 * read through this function.
 */
export async function readableSubjectsWhere(req: PayloadRequest): Promise<Where | false> {
  const kinds: Where[] = []
  for (const subject of DISCUSSION_SUBJECTS) {
    const itemAccess = req.payload.collections[subject.collection]?.config.access.read
    // Only the request: the post's own id must not reach the item's rule.
    const readable = itemAccess ? await itemAccess({ req }) : false
    if (readable === false) continue
    const conditions: Where[] = [{ [subject.field]: { exists: true } }, publishedWhere(subject.published)]
    if (readable !== true) conditions.push(prefixWhere(readable, subject.field))
    kinds.push({ and: conditions })
  }
  return kinds.length > 0 ? { or: kinds } : false
}

/** Posts by members this member blocked or who blocked them are out of sight both ways; a former member's stay. */
async function unblockedAuthorsWhere(req: PayloadRequest, memberId: number): Promise<Where | null> {
  const blocked = await blockedMemberIds(req, memberId)
  if (blocked.length === 0) return null
  return { or: [{ author: { not_in: blocked } }, { author: { exists: false } }] }
}

/**
 * Which posts of an item the reader may read sees, the item aside: published or deleted ones
 * (the place stays), their own waiting or hidden ones, none of a blocked pair's; admins all
 * (true); visitors none (false). With readableSubjectsWhere it makes readableDiscussionPosts; a
 * thread's reads, which ask the item's own access first (src/lib/discussions/postSubject.ts
 * itemReadable), apply this part alone (src/lib/discussions/visiblePosts.ts), without the item
 * rules' joins on every post.
 */
export async function visiblePostsWhere(req: PayloadRequest): Promise<Where | boolean> {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  const visible: Where = { or: [{ status: { in: [...PUBLIC_POST_STATUSES] } }, { author: { equals: req.user.id } }] }
  const unblocked = await unblockedAuthorsWhere(req, req.user.id)
  return unblocked ? { and: [visible, unblocked] } : visible
}

/**
 * Discussion posts: members read the posts of items they may read (readableSubjectsWhere) that
 * they see (visiblePostsWhere); admins read all; visitors none (discussions are for members).
 */
export const readableDiscussionPosts: Access = async ({ req }) => {
  const visible = await visiblePostsWhere(req)
  if (typeof visible === 'boolean') return visible
  const subjects = await readableSubjectsWhere(req)
  if (subjects === false) return false
  return { and: [subjects, visible] }
}

/** Reactions: a member reads their own (the counts are on the post); admins all. */
export const ownReactionsOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  return { member: { equals: req.user.id } }
}
