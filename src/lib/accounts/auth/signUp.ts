import type { Payload } from 'payload'

import { languageOfAddress } from '@/emails/recipient'
import { signUpAttemptEmail } from '@/emails/verification'
import type { Language } from '@/i18n/languages'
import { elevated } from '@/lib/accounts/security/elevated'
import { invitationForMember } from '@/lib/organizations/invitations/acceptInvitation'
import { isInvitationKey } from '@/lib/organizations/invitations/invitationKey'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { User } from '@/payload-types'

import { dummyPasswordHash } from './dummyPasswordHash'

/** `language`: the language of the page the account is created on, kept as the member's own. */
export type SignUpRequest = {
  email: string
  password: string
  invite?: string | null
  inviteKey?: string | null
  language?: Language | null
}

/** `verified`: sign the new member in now; `check-inbox`: the same answer for every other case. */
export type SignUpOutcome = { status: 'verified'; user: User } | { status: 'check-inbox' }

/** Whether the sign-up came through the invitation e-mail sent to exactly this address. */
async function provenByInvitation(payload: Payload, { email, invite, inviteKey }: SignUpRequest): Promise<boolean> {
  if (!invite || !inviteKey) return false
  const invitation = await invitationForMember(payload, email, invite)
  return Boolean(
    invitation && String(invitation.id) === String(invite) && invitation.email === email && isInvitationKey(payload, invitation, inviteKey),
  )
}

const isTaken = async (payload: Payload, email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0

/**
 * Sign-up with e-mail and password. An address the invitation link proves gets a verified
 * account at once; any other new address gets an unverified one and Payload's verification
 * e-mail. A taken address creates nothing: its owner is told someone tried (with the way to a
 * new password), and the caller answers exactly as for a new address, after the same password
 * hash and one e-mail, so neither the answer nor its time says whether the address has an account.
 */
export async function signUp({ payload }: ActionContext<User | null>, request: SignUpRequest): Promise<SignUpOutcome> {
  const email = request.email.trim().toLowerCase()
  if (await isTaken(payload, email)) {
    await tellOwnerSomeoneTried(payload, email, request.password)
    return { status: 'check-inbox' }
  }
  const proven = await provenByInvitation(payload, { ...request, email })
  try {
    // Only these fields, never the visitor's (the language is the page's, not a form field): the
    // role keeps its default although access is overridden (creating accounts through the API is
    // for admins), and only the invitation's proof sets the verification flag; without it Payload
    // sends the verification e-mail.
    const user = await payload.create({
      collection: 'users',
      data: {
        email,
        password: request.password,
        ...(request.language ? { language: request.language } : {}),
        ...(proven ? { _verified: true } : {}),
      } as never,
      ...elevated('sign-up creates the account; creating accounts through the API is for admins'),
      disableVerificationEmail: proven,
      depth: 0,
    })
    return proven ? { status: 'verified', user } : { status: 'check-inbox' }
  } catch (error) {
    // A simultaneous sign-up for the same address won the unique index: the owner has its e-mail.
    if (await isTaken(payload, email)) return { status: 'check-inbox' }
    throw error
  }
}

async function tellOwnerSomeoneTried(payload: Payload, email: string, password: string) {
  // In the owner's language, read while the hash runs.
  const send = async () =>
    payload.sendEmail({ to: email, ...signUpAttemptEmail(`${siteUrl()}/reset-password`, await languageOfAddress(payload, email)) })
  await Promise.all([dummyPasswordHash(password), send()])
}
