import type { Translator } from '@/i18n/translator'
import { type DiscussionPostPlace, discussionPostPath } from '@/lib/discussions/following/discussionPaths'
import type { Notification } from '@/payload-types'

/** A related row as the inbox reads it: populated when the reader may see it, else its id (or nothing, once deleted). */
type Related<Row> = number | Row | null | undefined
const populated = <Row extends object>(value: Related<Row>): Row | null => (value && typeof value === 'object' ? value : null)
const idOf = (value: Related<{ id: number }>): number | null => (typeof value === 'number' ? value : (value?.id ?? null))

/** What the inbox reads of a notice. */
type NoticeFields = Pick<Notification, 'kind' | 'project' | 'application' | 'event' | 'invitation'> & {
  discussionPost?: Related<DiscussionPostPlace>
  document?: Related<{ id: number; title?: string | null }>
  actor?: Related<{ id: number; firstName?: string | null; lastName?: string | null }>
}

/** What one notice says, in the reader's language. */
export function noticeText(notice: NoticeFields, t: Translator): string {
  const removed = t('notifications.removed')
  const project = populated(notice.project)?.title ?? removed
  const event = populated(notice.event)?.title ?? removed
  const document = populated(notice.document)?.title ?? removed
  const actor = populated(notice.actor)
  const actorName = [actor?.firstName?.trim(), actor?.lastName?.trim()].filter(Boolean).join(' ')
  const name = actorName || t('notifications.someone')
  // The invitee by their name once they gave one; by the address the inviter typed only without.
  const invitee = actorName || populated(notice.invitation)?.email || t('notifications.someone')
  // What a discussion is under: its document, project or event (an agenda item's event), whichever it names.
  const subject = populated(notice.document)?.title ?? populated(notice.project)?.title ?? populated(notice.event)?.title ?? removed
  return t(`notifications.kinds.${notice.kind}`, { name, project, event, document, invitee, subject })
}

/** Where a notice leads (a path of the site, before its language prefix, or the admin's). */
export function noticeHref(notice: NoticeFields, { isAdmin }: { isAdmin: boolean }): string {
  const projectId = idOf(notice.project)
  const eventId = idOf(notice.event)
  const applicationId = idOf(notice.application)
  switch (notice.kind) {
    case 'application-received':
      // Admins review applications in the admin panel; owners see their project.
      if (isAdmin && applicationId) return `/admin/collections/project-applications/${applicationId}`
      return projectId ? `/projects/${projectId}` : '/projects'
    case 'application-approved':
    case 'application-rejected':
      return projectId ? `/projects/${projectId}` : '/projects'
    case 'invitation-accepted':
      return '/invitations'
    case 'schedule-changed':
    case 'new-event':
      return eventId ? `/events/${eventId}` : '/events'
    case 'new-document': {
      // The document's own page while the reader may read it (populated), else the library.
      const document = populated(notice.document)
      return document ? `/documents/${document.id}` : '/documents'
    }
    case 'document-updated': {
      // The document's version history, where the new file and its change note are.
      const documentId = idOf(notice.document)
      return documentId ? `/documents/${documentId}/versions` : '/documents'
    }
    case 'contact-request':
    case 'contact-accepted':
      return '/people/requests'
    case 'membership-requested':
      // Organization admins decide on their organization's page, admins in the admin panel.
      return isAdmin ? '/admin/collections/membership-requests?where[status][equals]=pending' : '/profile/organization'
    case 'membership-approved':
    case 'membership-declined':
      return '/profile/organization'
    case 'discussion-warning':
    case 'discussion-mention': {
      // The post in its thread while the reader may read it (populated), else the inbox.
      const post = populated(notice.discussionPost)
      return (post && discussionPostPath(post, eventId)) ?? '/notifications'
    }
  }
}
