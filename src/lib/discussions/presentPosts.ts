import type { PayloadRequest } from 'payload'

import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { READ_BUDGET } from '@/lib/platform/api/readBudget'
import { formatEventDateTime } from '@/lib/shared/format/dates'
import { relationId } from '@/lib/shared/ids/relationId'
import type { DiscussionPost } from '@/payload-types'

import { mentionedNames } from './mentions'
import { mentionTargets, PROFILES_PER_MENTION } from './mentions/mentionedMembers'
import { REACTIONS } from './reactionKinds'
import { renderPostBody } from './renderPostBody'

/** Who wrote a post, as its readers see them: the name, and their directory entry when they are listed. */
export type PostAuthor = { id: number; name: string; profilePath: string | null }

/** A post as a thread shows it: its text already rendered to safe HTML (empty when deleted). */
export type ThreadPost = {
  id: number
  replyTo: number | null
  status: DiscussionPost['status']
  /** Null for a deleted post and a former member's. */
  author: PostAuthor | null
  html: string
  /** The source text, for the author's edit form only. */
  body: string | null
  createdAt: string
  editedAt: string | null
  /** The times as the reader's language writes them (Berlin time, like the events'). */
  when: string
  editedWhen: string | null
  helpfulCount: number
  plusOneCount: number
  mine: boolean
  reacted: { helpful: boolean; plusOne: boolean }
  /** The quoted post's author and opening words, or `unavailable` when the reader may not see it (any more). */
  quote: { id: number; authorName: string | null; excerpt: string } | { id: number; unavailable: true } | null
}

const EXCERPT_LENGTH = 200
const excerptOf = (body: string | null | undefined) => {
  const text = (body ?? '').replace(/\s+/g, ' ').trim()
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text
}

const nameOf = (user: { firstName?: string | null; lastName?: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim()

/** Posts whose reactions one read may hold: each read as the reader stays within the read budget's page. */
const POSTS_PER_REACTION_READ = Math.floor(READ_BUDGET.maxLimit / REACTIONS.length)

/**
 * The reader's own reactions to the posts, read as the reader (their access), in pieces: a page
 * of a thread shows up to 80 posts (20 top posts with 3 replies each), two reactions each.
 */
async function readerReactions(req: PayloadRequest, readerId: number, posts: DiscussionPost[]) {
  const pieces: number[][] = []
  for (let start = 0; start < posts.length; start += POSTS_PER_REACTION_READ)
    pieces.push(posts.slice(start, start + POSTS_PER_REACTION_READ).map((post) => post.id))
  const reads = await Promise.all(
    pieces.map((ids) =>
      req.payload.find({
        collection: 'discussion-reactions',
        where: { and: [{ post: { in: ids } }, { member: { equals: readerId } }] },
        select: { post: true, kind: true },
        depth: 0,
        limit: ids.length * REACTIONS.length,
        pagination: false,
        req,
        overrideAccess: false,
      }),
    ),
  )
  return { docs: reads.flatMap((read) => read.docs) }
}

/**
 * Posts as their reader sees them, in a fixed number of queries whatever their count: the quoted
 * posts (as the reader), the authors' names, the directory entries of authors and mentioned
 * members, and the reader's own reactions.
 */
export async function presentPosts(req: PayloadRequest, posts: DiscussionPost[], language: Language): Promise<ThreadPost[]> {
  if (posts.length === 0) return []
  const { payload } = req
  const readerId = req.user?.id ?? null
  const quotedIds = [...new Set(posts.map((post) => relationId(post.quotes)).filter((id): id is number => !!id))]
  const quoted = quotedIds.length
    ? (
        await payload.find({
          collection: 'discussion-posts',
          where: { id: { in: quotedIds } },
          select: { body: true, author: true, status: true },
          depth: 0,
          limit: quotedIds.length,
          pagination: false,
          joins: false,
          req,
          overrideAccess: false,
        })
      ).docs
    : []
  const authorIds = [...new Set([...posts, ...quoted].map((post) => relationId(post.author)).filter((id): id is number => !!id))]
  const mentions = [...new Set(posts.flatMap((post) => (post.status === 'deleted' ? [] : mentionedNames(post.body ?? ''))))]
  const [users, profiles, reactions] = await Promise.all([
    authorIds.length
      ? // An author's name is shown to the readers of their posts (writing in a members' thread is
        // speaking under one's name); nothing else of the account is read.
        payload.find({
          collection: 'users',
          where: { id: { in: authorIds } },
          select: { firstName: true, lastName: true },
          depth: 0,
          limit: authorIds.length,
          pagination: false,
          overrideAccess: true,
        })
      : null,
    authorIds.length || mentions.length
      ? // Listed members only (the directory's rows); the page of a blocked one refuses the reader anyway.
        payload.find({
          collection: 'directory-profiles',
          where: { or: [{ member: { in: authorIds } }, { name: { in: mentions } }] },
          select: { member: true, name: true },
          depth: 0,
          limit: authorIds.length + mentions.length * PROFILES_PER_MENTION,
          pagination: false,
          overrideAccess: true,
        })
      : null,
    readerId ? readerReactions(req, readerId, posts) : null,
  ])
  const names = new Map((users?.docs ?? []).map((user) => [user.id, nameOf(user)]))
  const listed = new Set((profiles?.docs ?? []).map((profile) => relationId(profile.member)))
  // A name two listed members share links to neither.
  const mentionLinks = mentionTargets(profiles?.docs ?? [])
  const profilePath = (memberId: number) => pathIn(language, `/people/${memberId}`)
  const authorOf = (id: number | null): PostAuthor | null =>
    id && names.has(id) ? { id, name: names.get(id) || '—', profilePath: listed.has(id) ? profilePath(id) : null } : null
  const mine = new Set((reactions?.docs ?? []).map((reaction) => `${relationId(reaction.post)}:${reaction.kind}`))
  const quotes = new Map(quoted.map((post) => [post.id, post]))

  return posts.map((post) => {
    const deleted = post.status === 'deleted'
    const quotedId = relationId(post.quotes)
    const quotedPost = quotedId ? quotes.get(quotedId) : undefined
    return {
      id: post.id,
      replyTo: relationId(post.replyTo),
      status: post.status,
      author: deleted ? null : authorOf(relationId(post.author)),
      html: deleted ? '' : renderPostBody(post.body ?? '', { mentions: mentionLinks, profilePath }),
      body: !deleted && readerId !== null && relationId(post.author) === readerId ? (post.body ?? '') : null,
      createdAt: post.createdAt,
      editedAt: post.editedAt ?? null,
      when: formatEventDateTime(post.createdAt, language),
      editedWhen: post.editedAt ? formatEventDateTime(post.editedAt, language) : null,
      helpfulCount: post.helpfulCount ?? 0,
      plusOneCount: post.plusOneCount ?? 0,
      mine: readerId !== null && relationId(post.author) === readerId,
      reacted: { helpful: mine.has(`${post.id}:helpful`), plusOne: mine.has(`${post.id}:plusOne`) },
      quote:
        deleted || !quotedId
          ? null
          : quotedPost && quotedPost.status !== 'deleted'
            ? { id: quotedId, authorName: authorOf(relationId(quotedPost.author))?.name ?? null, excerpt: excerptOf(quotedPost.body) }
            : { id: quotedId, unavailable: true },
    }
  })
}
