import type { Payload } from 'payload'

import { savedEventIds } from '@/lib/events/listEvents'
import { unreadNoticeCount } from '@/lib/reach/notifications/unreadNoticeCount'
import { relationId } from '@/lib/shared/ids/relationId'
import type { ProjectApplication, User } from '@/payload-types'

import { type ApplicationState, idsOf, type MemberState, type StateKey } from './memberState'

/** An application as the "Your Application" card shows it. */
export const applicationState = (
  application: Pick<ProjectApplication, 'project' | 'status' | 'createdAt' | 'message'>,
): ApplicationState => ({
  project: relationId(application.project),
  status: application.status,
  appliedAt: application.createdAt,
  message: application.message ?? null,
})

/**
 * The member's own state for the islands of one page: the unread count of the bell (one count
 * on an index) and one query per kind of island the page has (at most three), each bounded by
 * the page's own ids. Nobody else's rows are read: the
 * member's id is in every query, and applications go through their access rules.
 */
export async function loadMemberState(payload: Payload, user: User, keys: StateKey[]): Promise<MemberState> {
  const events = idsOf(keys, 'saved-event')
  const agendaEvents = idsOf(keys, 'agenda')
  const projects = idsOf(keys, 'application')
  const [unreadNotifications, saved, interests, applications] = await Promise.all([
    unreadNoticeCount(payload, user),
    savedEventIds(payload, user.id, events),
    agendaEvents.length
      ? payload.find({
          collection: 'agenda-interests',
          where: { and: [{ user: { equals: user.id } }, { 'agendaItem.event': { in: agendaEvents } }] },
          limit: 500,
          pagination: false,
          depth: 0,
          select: { agendaItem: true },
          overrideAccess: true,
        })
      : null,
    projects.length
      ? payload.find({
          collection: 'project-applications',
          where: { and: [{ project: { in: projects } }, { user: { equals: user.id } }] },
          limit: projects.length,
          pagination: false,
          depth: 0,
          select: { project: true, status: true, message: true, createdAt: true },
          user,
          overrideAccess: false,
        })
      : null,
  ])
  return {
    firstName: user.firstName ?? null,
    savedEvents: [...saved],
    agendaItems: interests?.docs.map((doc) => relationId(doc.agendaItem)) ?? [],
    applications: applications?.docs.map(applicationState) ?? [],
    unreadNotifications,
  }
}
