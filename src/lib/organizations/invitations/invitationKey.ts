import type { Payload } from 'payload'

import { isSignatureOf, signatureOf } from '@/lib/accounts/security/signedToken'
import type { Invitation } from '@/payload-types'

const PURPOSE = 'invitation'
/** The link carries the first 32 characters of the signature. */
const KEY_LENGTH = 32
const signedValue = (invitation: Pick<Invitation, 'id' | 'email'>) => `${invitation.id}:${invitation.email.toLowerCase()}`

/**
 * The secret half of an invitation link (`/auth?invite={id}&key={key}`): an HMAC of the id and
 * the invitee's address. Invitation ids are sequential, so only the key proves that whoever
 * signs up opened the e-mail sent to that address (and need not verify it a second time).
 */
export const invitationKey = (payload: Payload, invitation: Pick<Invitation, 'id' | 'email'>) =>
  signatureOf(payload.secret, PURPOSE, signedValue(invitation)).slice(0, KEY_LENGTH)

export const isInvitationKey = (payload: Payload, invitation: Pick<Invitation, 'id' | 'email'>, key: unknown): boolean =>
  isSignatureOf(payload.secret, PURPOSE, signedValue(invitation), key, KEY_LENGTH)
