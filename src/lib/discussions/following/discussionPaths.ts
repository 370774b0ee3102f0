import { itemPagePath, postFragment } from '../postLink'
import { type Related, subjectOf } from '../postSubject'

/** What a post's place is read from: the item it is under (exactly one set) and its own id. */
export type DiscussionPostPlace = {
  id: number
  event?: Related
  agendaItem?: Related
  document?: Related
  project?: Related
}

/**
 * The page a thread is on (before the language prefix, itemPagePath): its event's, document's
 * or project's page; an agenda item's thread is on its event's page, at the session's
 * discussion (the fragment opens its disclosure), so it needs the event's id.
 */
export function discussionThreadPath(place: Omit<DiscussionPostPlace, 'id'>, agendaItemEvent?: number | null): string | null {
  const subject = subjectOf(place)
  const page = subject ? itemPagePath(subject, agendaItemEvent) : null
  if (!subject || !page) return null
  return subject.field === 'agendaItem' ? `${page}#agenda-item-${subject.id}-discussion` : page
}

/** A post's own address: its thread's page, at the post (the fragment the thread gives it, postLink.ts). */
export function discussionPostPath(post: DiscussionPostPlace, agendaItemEvent?: number | null): string | null {
  const subject = subjectOf(post)
  const page = subject ? itemPagePath(subject, agendaItemEvent) : null
  return subject && page ? `${page}#${postFragment(subject, post.id)}` : null
}
