import type { Payload, Where } from 'payload'

import type { Language } from '@/i18n/languages'
import type { Notification, User } from '@/payload-types'

export const NOTICES_PER_PAGE = 20

/** What is read of a notice to say what it is (src/lib/reach/notifications/noticeView.ts), in the inbox and its e-mails. */
export const NOTICE_SELECT = {
  kind: true,
  project: true,
  application: true,
  event: true,
  document: true,
  invitation: true,
  contactRequest: true,
  discussionPost: true,
  actor: true,
  readAt: true,
  createdAt: true,
} as const
/** The few words of what a notice is about, read with it (depth 1). */
export const NOTICE_POPULATE = {
  projects: { title: true },
  events: { title: true },
  documents: { title: true },
  invitations: { email: true },
  'contact-requests': { message: true },
  'project-applications': { status: true },
  users: { firstName: true, lastName: true },
  // Where a mention leads: the post's item (read as the reader, so a post they may not read stays an id).
  'discussion-posts': { event: true, agendaItem: true, document: true, project: true },
} as const

/**
 * One page of the member's notices, newest first, as the member (the collection's access): with
 * the few words of what they are about (a project's, event's or document's title in the page's
 * language, an invitee's address, the actor's name), each related collection read once for the
 * whole page.
 */
export async function listNotices(payload: Payload, user: User, { page, language }: { page: number; language: Language }) {
  const notices = await payload.find({
    collection: 'notifications',
    where: { recipient: { equals: user.id } },
    sort: '-createdAt',
    limit: NOTICES_PER_PAGE,
    page,
    depth: 1,
    locale: language,
    select: NOTICE_SELECT,
    populate: NOTICE_POPULATE,
    user,
    overrideAccess: false,
  })
  return { ...notices, docs: await withActorNames(payload, notices.docs) }
}

/** The address an accepted invitation was sent to, when its notice names no invitee (notices stored before they did). */
const inviteeAddress = (notice: Pick<Notification, 'kind' | 'actor' | 'invitation'>) =>
  notice.kind === 'invitation-accepted' && !notice.actor && typeof notice.invitation === 'object'
    ? (notice.invitation?.email ?? null)
    : null

/**
 * Who did it, by name: a notice tells its recipient who applied, even where the member list
 * would not show that person (members read only their own account); an accepted invitation of
 * before notices named the invitee, by the account of its address. One read for all of them.
 */
export async function withActorNames<Notice extends Pick<Notification, 'actor' | 'kind' | 'invitation'>>(
  payload: Payload,
  notices: Notice[],
): Promise<Notice[]> {
  const actorIds = [...new Set(notices.map((notice) => notice.actor).filter((actor): actor is number => typeof actor === 'number'))]
  const addresses = [...new Set(notices.map(inviteeAddress).filter((address): address is string => address !== null))]
  const where: Where[] = [
    ...(actorIds.length ? [{ id: { in: actorIds } }] : []),
    ...(addresses.length ? [{ email: { in: addresses } }] : []),
  ]
  const actors = where.length
    ? await payload.find({
        collection: 'users',
        where: { or: where },
        select: { firstName: true, lastName: true, email: true },
        depth: 0,
        limit: actorIds.length + addresses.length,
        pagination: false,
        overrideAccess: true,
      })
    : null
  const names = new Map(actors?.docs.map((actor) => [actor.id, { id: actor.id, firstName: actor.firstName, lastName: actor.lastName }]))
  const byAddress = new Map(actors?.docs.map((actor) => [actor.email, names.get(actor.id)!]))
  return notices.map((notice) => {
    const address = inviteeAddress(notice)
    return {
      ...notice,
      actor: (typeof notice.actor === 'number' && names.get(notice.actor)) || (address && byAddress.get(address)) || notice.actor,
    }
  })
}
