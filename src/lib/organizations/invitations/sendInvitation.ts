import { sql } from '@payloadcms/db-postgres'

import { invitationEmail } from '@/emails/invitation'
import { recipientLanguage } from '@/emails/recipient'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { limitMemberMail } from '@/lib/infrastructure/rateLimits/rateLimit'
import { currentClientAddress } from '@/lib/infrastructure/requests/currentClientAddress'
import { invitationKey } from '@/lib/organizations/invitations/invitationKey'
import { isOpen } from '@/lib/organizations/invitations/openInvitation'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { User } from '@/payload-types'

export const INVITATION_NOT_SENDABLE = errorText('invitationNotSendable')

/** The inviter as the e-mail names them; null when unknown ("A member" in the e-mail's language). */
const displayName = (user: Partial<User> | null | undefined) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || null

/** Puts a claimed invitation back to pending: it was not sent, and can be sent again. */
const unclaim = (payload: ActionContext['payload'], id: number) =>
  belowLocalApi(payload, 'undoes the claim: a conditional UPDATE sent → pending, so the invitation can be sent again').drizzle.execute(
    sql`UPDATE invitations SET status = 'pending', invited_at = NULL WHERE id = ${id} AND status = 'sent'`,
  )

/**
 * Sends an invitation's e-mail (naming the inviter, linking to /auth?invite={id}&key=…) and marks it
 * sent with invitedAt. Every invitation e-mail goes out here: the member's expert invitation and
 * its repeat, an organization admin's colleague invitation, the admin's "send email" (REST). The
 * e-mail is in the invitation's language, the inviter's choice (English when none).
 * The pending → sent step is one conditional UPDATE, so two clicks send one e-mail (and count
 * once); the invitation rate limits are counted right after it, per invitee inbox, per sender
 * (the acting user, else the inviter) and per client. A refused or undeliverable e-mail puts the
 * invitation back to pending: kept as entered, it can be sent again later.
 */
export async function sendInvitation({ payload, user }: ActionContext<User | null>, { invitationId }: { invitationId: number }) {
  const invitation = await payload.findByID({ collection: 'invitations', id: invitationId, depth: 1, overrideAccess: true })
  if (!isOpen(invitation) || invitation.status !== 'pending') {
    throw new AppError('CONFLICT', INVITATION_NOT_SENDABLE)
  }
  const claimed = await belowLocalApi(payload, 'an atomic claim: one conditional UPDATE pending → sent, so a double click sends one e-mail')
    .drizzle.execute(sql`
    UPDATE invitations SET status = 'sent', invited_at = now(), updated_at = now()
    WHERE id = ${invitation.id} AND status = 'pending'
  `)
  if (!claimed.rowCount) throw new AppError('CONFLICT', INVITATION_NOT_SENDABLE)
  try {
    const sender = user?.id ?? relationId(invitation.invitedBy)
    await limitMemberMail(payload, 'invitation', { address: invitation.email, sender, ip: await currentClientAddress() })
  } catch (error) {
    await unclaim(payload, invitation.id)
    throw error
  }

  const inviter = typeof invitation.invitedBy === 'object' ? invitation.invitedBy : null
  const email = invitationEmail(
    {
      inviterName: displayName(inviter),
      // The key proves the address to sign-up: the invitee is not asked to verify it again. No
      // language in the path: the invitee's browser decides the site's on arrival.
      acceptUrl: `${siteUrl()}/auth?invite=${invitation.id}&key=${invitationKey(payload, invitation)}`,
      expiresAt: new Date(invitation.expiresAt ?? Date.now()),
    },
    recipientLanguage(invitation),
  )
  try {
    await payload.sendEmail({ to: invitation.email, ...email })
  } catch (error) {
    await unclaim(payload, invitation.id)
    throw error
  }
  return payload.findByID({ collection: 'invitations', id: invitation.id, depth: 0, overrideAccess: true })
}
