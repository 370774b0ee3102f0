import type { Payload } from 'payload'
import { z } from 'zod'

import { messageOf } from '@/lib/actions/actionResult'
import type { Invitation, User } from '@/payload-types'

import { sendInvitation } from './sendInvitation'

export type InviteOutcome =
  { ok: true; title: string; description: string; invitation: Invitation } | { ok: false; title: string; description: string }

/** The spec's format check: {something}@{domain}.{tld}, no spaces; stored lowercased and trimmed. */
export const inviteEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  // No spaces, and no control characters either (the database cannot store a NUL).
  .regex(/^[^\s@\u0000-\u001f]+@[^\s@\u0000-\u001f]+\.[^\s@\u0000-\u001f]+$/)
  .max(254)

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.'
const INVALID = { ok: false, title: 'Invalid email', description: 'Please enter a valid email address.' } as const
const DUPLICATE = {
  ok: false,
  title: 'Invitation already sent',
  description: 'An invitation has already been sent to this email address.',
} as const

/**
 * A member invites an expert: one invitation per inviter and address (the database's unique
 * index decides), created pending and sent at once. A repeat for an invitation whose e-mail
 * never went out sends it now instead of refusing.
 */
export async function inviteExpert(payload: Payload, inviter: User, rawEmail: unknown): Promise<InviteOutcome> {
  const parsed = inviteEmailSchema.safeParse(rawEmail)
  if (!parsed.success) return INVALID
  const email = parsed.data

  let invitation: Invitation
  try {
    invitation = await payload.create({
      collection: 'invitations',
      data: { email } as never,
      user: inviter,
      overrideAccess: false,
      depth: 0,
    })
  } catch (error) {
    const existing = await payload.find({
      collection: 'invitations',
      where: { and: [{ invitedBy: { equals: inviter.id } }, { email: { equals: email } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!existing.docs[0]) {
      return { ok: false, title: 'Error sending invitation', description: messageOf(error, SOMETHING_WENT_WRONG) }
    }
    if (existing.docs[0].status !== 'pending') return DUPLICATE
    invitation = existing.docs[0]
  }

  try {
    const sent = await sendInvitation(payload, invitation.id)
    return { ok: true, title: 'Invitation sent!', description: `An expert invitation was sent to ${email}.`, invitation: sent }
  } catch (error) {
    // A simultaneous submit for the same address claimed the sending first: it goes out once.
    if ((error as { status?: number }).status === 409 && (await wasSent(payload, invitation.id))) return DUPLICATE
    return { ok: false, title: 'Error sending invitation', description: messageOf(error, SOMETHING_WENT_WRONG) }
  }
}

const wasSent = async (payload: Payload, id: number) => {
  const invitation = await payload.findByID({ collection: 'invitations', id, depth: 0, disableErrors: true, overrideAccess: true })
  return invitation?.status === 'sent' || invitation?.status === 'accepted'
}
