import { sql } from '@payloadcms/db-postgres'

/** Spec 9: the points each activity earns a member. */
export const ENGAGEMENT_POINTS = {
  downloads: 5, // per document download
  surveys: 10, // per distinct survey answered, however many questions
  savedEvents: 5, // per saved event date
  applications: 50, // per project application
  invitations: 50, // per invitation sent
} as const

export type ActivityKind = keyof typeof ENGAGEMENT_POINTS
export const ACTIVITY_KINDS = Object.keys(ENGAGEMENT_POINTS) as ActivityKind[]

/** Spec 9: only the 100 members with the most points are listed. */
export const TOP_ENGAGED_LIMIT = 100
/** Spec 2: each entry shows up to two items per activity, then '+N more'. */
export const RECENT_ITEMS_PER_ACTIVITY = 2

/**
 * An invitation earns points once its e-mail went out: the sender stamps `invited_at`, and an
 * invitation an admin marked sent or accepted counts too. Pending, never-sent ones do not.
 */
export const SENT_INVITATION = sql`(invitations.invited_at IS NOT NULL OR invitations.status IN ('sent', 'accepted'))`

/** The same rule for an invitation already read into JavaScript. */
export const isSentInvitation = (invitation: { invitedAt?: string | null; status?: string | null }) =>
  Boolean(invitation.invitedAt) || invitation.status === 'sent' || invitation.status === 'accepted'
