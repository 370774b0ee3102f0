import type { NoticeDelivery, NoticeKind } from '@/lib/shared/enums'
import type { User } from '@/payload-types'

/**
 * The kinds of notices a member chooses e-mail for, each a setting of users.noticeEmails (and
 * an unsubscribe topic). Schedule changes are e-mailed as the collected alert instead
 * (users.scheduleChangeAlerts, src/lib/reach/memberEmails/collectScheduleChanges.ts).
 */
export const NOTICE_EMAIL_TOPICS = [
  'applicationDecisions',
  'newApplications',
  'acceptedInvitations',
  'contactRequests',
  'discussionMentions',
] as const
export type NoticeEmailTopic = (typeof NOTICE_EMAIL_TOPICS)[number]

const TOPIC_OF: Record<NoticeKind, NoticeEmailTopic | null> = {
  'application-approved': 'applicationDecisions',
  'application-rejected': 'applicationDecisions',
  'application-received': 'newApplications',
  'invitation-accepted': 'acceptedInvitations',
  'schedule-changed': null,
  'new-event': null,
  'new-document': null,
  'document-updated': null,
  'contact-request': 'contactRequests',
  'contact-accepted': 'contactRequests',
  // A request to join an organization is an application too, and so is its decision.
  'membership-requested': 'newApplications',
  'membership-approved': 'applicationDecisions',
  'membership-declined': 'applicationDecisions',
  'discussion-mention': 'discussionMentions',
  // A moderator's warning stays in the site: the inbox, in the member's language.
  'discussion-warning': null,
}

/** Until a member chooses, every one of these comes by e-mail too: each is about them. */
export const DEFAULT_NOTICE_DELIVERY: NoticeDelivery = 'email'

export const noticeEmailTopic = (kind: NoticeKind): NoticeEmailTopic | null => TOPIC_OF[kind]

export const noticeDelivery = (user: Pick<User, 'noticeEmails'>, topic: NoticeEmailTopic): NoticeDelivery =>
  user.noticeEmails?.[topic] ?? DEFAULT_NOTICE_DELIVERY

/** The member's choice for every kind, the default where they made none. */
export const noticeEmailSettings = (user: Pick<User, 'noticeEmails'>) =>
  Object.fromEntries(NOTICE_EMAIL_TOPICS.map((topic) => [topic, noticeDelivery(user, topic)])) as Record<NoticeEmailTopic, NoticeDelivery>

/** Whether a notice of this kind is also e-mailed to this member at once: the one place that decides. */
export function wantsNoticeEmail(user: Pick<User, 'noticeEmails'>, kind: NoticeKind): boolean {
  const topic = noticeEmailTopic(kind)
  return topic !== null && noticeDelivery(user, topic) === 'email'
}
