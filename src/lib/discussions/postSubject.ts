import type { PayloadRequest } from 'payload'

import { publishedWhere } from '@/lib/content/publication'
import { relationId } from '@/lib/shared/ids/relationId'
import { DISCUSSION_SUBJECTS, type DiscussionSubject, type DiscussionSubjectField } from '@access/discussions/discussionSubjects'

/** The item a thread is under: which kind (the post's relationship field) and its id. */
export type PostSubject = { field: DiscussionSubjectField; id: number }

/** A subject relationship as a post holds it: the id, the populated row, or nothing. */
export type Related = number | { id: number } | null | undefined

/** A post's (or a post's data's) item: the one subject relationship set, or null when none or several are. */
export function subjectOf(post: Partial<Record<DiscussionSubjectField, unknown>>): PostSubject | null {
  const set = DISCUSSION_SUBJECTS.flatMap(({ field }) => {
    const id = relationId(post[field] as Related)
    return id ? [{ field, id }] : []
  })
  return set.length === 1 ? set[0]! : null
}

export const subjectSettings = (field: DiscussionSubjectField): DiscussionSubject =>
  DISCUSSION_SUBJECTS.find((subject) => subject.field === field)!

export const sameSubject = (a: PostSubject | null, b: PostSubject | null) => !!a && !!b && a.field === b.field && a.id === b.id

/**
 * Whether the acting member may read the item, asked of the item's own collection with the
 * request's user and `overrideAccess: false` (so its TLP and membership rules decide, never a
 * copy of them), its drafts hidden (an agenda item is as hidden as its event). A request without
 * a user is the server's own write (a seed, a job): the item must exist and be published.
 */
export async function itemReadable(req: PayloadRequest, subject: PostSubject): Promise<boolean> {
  const { collection, published } = subjectSettings(subject.field)
  // `agendaItem.event` on the post is `event` on the agenda item; `document` is the item itself.
  const onItem = published.split('.').slice(1).join('.')
  const { totalDocs } = await req.payload.count({
    collection,
    where: { and: [{ id: { equals: subject.id } }, publishedWhere(onItem || undefined)] },
    req,
    overrideAccess: !req.user,
  })
  return totalDocs > 0
}
