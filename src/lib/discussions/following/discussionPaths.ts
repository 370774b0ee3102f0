import { relationId } from '@/lib/shared/ids/relationId'

import { postFragment } from '../postLink'
import { subjectOf } from '../postSubject'

type Related = number | { id: number } | null | undefined

/** What a post's place is read from: the item it is under (exactly one set) and its own id. */
export type DiscussionPostPlace = {
  id: number
  event?: Related
  agendaItem?: Related
  document?: Related
  project?: Related
}

const idOf = (value: Related): number | null => (value === null || value === undefined ? null : relationId(value))

/**
 * The page a thread is on (before the language prefix): its event's, document's or project's
 * page; an agenda item's thread is on its event's page, so it needs the event's id.
 */
export function discussionThreadPath(place: Omit<DiscussionPostPlace, 'id'>, agendaItemEvent?: number | null): string | null {
  const event = idOf(place.event)
  if (event) return `/events/${event}`
  const document = idOf(place.document)
  if (document) return `/documents/${document}`
  const project = idOf(place.project)
  if (project) return `/projects/${project}`
  const agendaItem = idOf(place.agendaItem)
  if (agendaItem && agendaItemEvent) return `/events/${agendaItemEvent}#agenda-item-${agendaItem}`
  return null
}

/** A post's own address: its thread's page, at the post (the fragment the thread gives it, postLink.ts). */
export function discussionPostPath(post: DiscussionPostPlace, agendaItemEvent?: number | null): string | null {
  const thread = discussionThreadPath(post, agendaItemEvent)
  const subject = subjectOf(post)
  if (!thread || !subject) return null
  return `${thread.split('#')[0]}#${postFragment(subject, post.id)}`
}
