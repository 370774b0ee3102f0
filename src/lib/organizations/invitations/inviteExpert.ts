import type { Payload } from 'payload'
import { z } from 'zod'

import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { sendInvitation } from '@/lib/organizations/invitations/sendInvitation'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { Invitation } from '@/payload-types'

/** The spec's format check: {something}@{domain}.{tld}, no spaces; stored lowercased and trimmed. */
export const inviteEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  // No spaces, and no control characters either (the database cannot store a NUL).
  .regex(/^[^\s@\u0000-\u001f]+@[^\s@\u0000-\u001f]+\.[^\s@\u0000-\u001f]+$/)
  .max(254)

const alreadySent = () => new AppError('CONFLICT', errorText('invitationAlreadySent'), { title: errorText('invitationAlreadySentTitle') })

/** What an admin's invitation suggests besides the address (the CSV import's columns); the collection lets only admins set some. */
export type InvitationDetails = Partial<
  Pick<Invitation, 'suggestedFirstName' | 'suggestedLastName' | 'suggestedWorkingIn' | 'domains' | 'language'> & {
    suggestedOrganization: number
  }
>

/**
 * A member invites an expert: one invitation per inviter and address (the database's unique
 * index decides), created pending and sent at once. A repeat for an invitation whose e-mail
 * never went out sends it now instead of refusing. Answers the sent invitation. `language` is
 * the e-mail's, kept on the invitation: the page the inviter invited from (English if not given).
 * `organization`: an organization admin inviting a colleague into their organization (the
 * invitations collection allows it for their own only; the invitee joins it with the profile).
 * `details`: an admin's import (src/lib/admin/imports), written as the inviter, so the
 * collection's field access decides; a repeat writes them onto the pending invitation first.
 */
export async function inviteExpert(
  { payload, user: inviter }: ActionContext,
  {
    email: typed,
    language = DEFAULT_LANGUAGE,
    organization,
    details,
  }: { email: unknown; language?: Language; organization?: number; details?: InvitationDetails },
): Promise<Invitation> {
  const parsed = inviteEmailSchema.safeParse(typed)
  if (!parsed.success) throw new AppError('INVALID_INPUT', errorText('invalidEmail'), { title: errorText('invalidEmailTitle') })
  const email = parsed.data

  let invitation: Invitation
  try {
    invitation = await payload.create({
      collection: 'invitations',
      data: { email, language, ...(organization ? { suggestedOrganization: organization } : {}), ...details } as never,
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
    if (!existing.docs[0]) throw error
    if (existing.docs[0].status !== 'pending') throw alreadySent()
    invitation = existing.docs[0]
    if (details && Object.keys(details).length > 0)
      invitation = await payload.update({
        collection: 'invitations',
        id: invitation.id,
        data: details as never,
        user: inviter,
        overrideAccess: false,
        depth: 0,
      })
  }

  try {
    return await sendInvitation({ payload, user: inviter }, { invitationId: invitation.id })
  } catch (error) {
    // A simultaneous submit for the same address claimed the sending first: it goes out once.
    if ((error as { status?: number }).status === 409 && (await wasSent(payload, invitation.id))) throw alreadySent()
    throw error
  }
}

const wasSent = async (payload: Payload, id: number) => {
  const invitation = await payload.findByID({ collection: 'invitations', id, depth: 0, disableErrors: true, overrideAccess: true })
  return invitation?.status === 'sent' || invitation?.status === 'accepted'
}
