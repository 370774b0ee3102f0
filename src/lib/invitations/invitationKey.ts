import crypto from 'node:crypto'
import type { Payload } from 'payload'

import type { Invitation } from '@/payload-types'

/**
 * The secret half of an invitation link (`/auth?invite={id}&key={key}`): an HMAC of the id and
 * the invitee's address. Invitation ids are sequential, so only the key proves that whoever
 * signs up opened the e-mail sent to that address (and need not verify it a second time).
 */
export const invitationKey = (payload: Payload, invitation: Pick<Invitation, 'id' | 'email'>) =>
  crypto
    .createHmac('sha256', payload.secret)
    .update(`invitation:${invitation.id}:${invitation.email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32)

export function isInvitationKey(payload: Payload, invitation: Pick<Invitation, 'id' | 'email'>, key: unknown): boolean {
  if (typeof key !== 'string') return false
  const expected = Buffer.from(invitationKey(payload, invitation))
  const given = Buffer.from(key)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
