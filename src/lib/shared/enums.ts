/** The enumerations both specifications list, in one place. */
export const WORKING_IN = ['IT', 'OT'] as const
export const ORGANIZATION_TYPES = ['vendor', 'industry', 'academia', 'government', 'non-profit'] as const
export const SECTORS = [
  'Manufacturing',
  'Energy & Utilities',
  'Oil & Gas',
  'Chemical & Petrochemical',
  'Water Treatment',
  'Food & Beverage',
  'Pharmaceutical',
  'Automotive',
  'Mining',
  'Pulp & Paper',
  'Transportation',
  'Building Automation',
  'Other',
] as const
export type Sector = (typeof SECTORS)[number]
/** A sector as a stored choice of a select ('Energy & Utilities' → 'energy-utilities'): GraphQL names allow no '&'. */
export const sectorKey = (sector: Sector) => sector.toLowerCase().replace(/ & | /g, '-')
export const SECTOR_BY_KEY: Record<string, Sector> = Object.fromEntries(SECTORS.map((sector) => [sectorKey(sector), sector]))
/** The interests a member may choose on their profile (users.interestedIn…), and that content is for. */
export const INTERESTS = ['Education', 'Networking', 'Use Cases', 'Research'] as const
export type Interest = (typeof INTERESTS)[number]
/** A contact request of the people directory (/people): waiting for the recipient, or answered. */
export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number]
export const INVITATION_STATUSES = ['pending', 'sent', 'accepted', 'expired'] as const
export const SPEAKER_TITLES = ['Dr.', 'Prof. Dr.'] as const
export const LANGUAGES = ['English', 'German', 'French', 'Spanish', 'Italian', 'Dutch'] as const
export const QUESTION_TYPES = ['multiple_choice', 'text', 'rating', 'yes_no'] as const
export const PROJECT_STATES = ['call_for_participation', 'running', 'closed'] as const
export const PROJECT_TYPES = ['Research', 'Open Source Code', 'Management', 'Innovation', 'Education', 'Consulting', 'Development'] as const
export const PROJECT_MEMBER_ROLES = ['owner', 'contributor'] as const
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
/** An agenda item is cancelled rather than deleted, so members who marked it can be told. */
/** Spec 9: an agenda item's track colour unless an admin picks another. */
export const DEFAULT_TRACK_COLOR = '#3B82F6'
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/
export const AGENDA_ITEM_STATUSES = ['scheduled', 'cancelled'] as const
/**
 * Kinds of outbox e-mails; a `notice` e-mail is an inbox notice sent at once (src/lib/reach/notifications/noticeEmails.ts),
 * a `weekly-digest` the week's news for one member (src/lib/reach/digest).
 */
export const NOTIFICATION_KINDS = ['event-reminder', 'agenda-item-reminder', 'schedule-change', 'notice', 'weekly-digest'] as const
export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const
/** What a notice in a member's inbox (the notifications collection) tells them. */
export const NOTICE_KINDS = [
  'application-received',
  'application-approved',
  'application-rejected',
  'invitation-accepted',
  'schedule-changed',
  'new-event',
  'new-document',
  'document-updated',
  'contact-request',
  'contact-accepted',
  'membership-requested',
  'membership-approved',
  'membership-declined',
  // Someone @mentioned the member in a discussion post (src/lib/discussions/mentions).
  'discussion-mention',
  // A moderator warned the member about one of their posts (src/lib/discussions/moderation/warnAuthor.ts).
  'discussion-warning',
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]
/** A membership request (issue 43, item 1): waiting, then decided by an organization admin or admin, or withdrawn by the member. */
export const MEMBERSHIP_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const
export type MembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number]
/** How a member hears of a kind of notice: an e-mail at once as well, in the weekly digest, or in the site only. */
export const NOTICE_DELIVERIES = ['email', 'digest', 'site'] as const
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number]

/** Labels as the specs show them (the admin's English names of these values start from them too). */
export const SPEC_LABELS = {
  community_user: 'Community User',
  admin: 'Admin',
  super_admin: 'Super Admin',
  call_for_participation: 'Call for Participation',
  running: 'Running',
  closed: 'Closed',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  owner: 'Owner',
  contributor: 'Contributor',
  multiple_choice: 'Multiple choice',
  text: 'Text',
  rating: 'Rating',
  yes_no: 'Yes / No',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  'event-reminder': 'Event reminder',
  'agenda-item-reminder': 'Agenda item reminder',
  'schedule-change': 'Schedule change',
  'application-received': 'New application',
  'application-approved': 'Application approved',
  'application-rejected': 'Application rejected',
  'invitation-accepted': 'Invitation accepted',
  'schedule-changed': 'Schedule changed',
  'new-event': 'New event',
  'new-document': 'New document',
  'document-updated': 'Document updated',
  'contact-request': 'Contact request',
  'contact-accepted': 'Contact request accepted',
  'membership-requested': 'Membership request',
  'membership-approved': 'Membership approved',
  'membership-declined': 'Membership declined',
  'discussion-mention': 'Mention in a discussion',
  'discussion-warning': 'Warning about a post',
  withdrawn: 'Withdrawn',
  declined: 'Declined',
  notice: 'Notification',
  'weekly-digest': 'Weekly digest',
  email: 'E-mail at once',
  digest: 'In the weekly digest',
  site: 'In the site only',
  sending: 'Sending',
  sent: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
} as const satisfies Record<string, string>

export const LABELS: Record<string, string> = SPEC_LABELS

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ label: LABELS[value] ?? value, value }))
