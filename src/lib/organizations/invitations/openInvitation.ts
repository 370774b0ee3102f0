import type { Payload, Where } from 'payload'

import type { Invitation } from '@/payload-types'

/** Invitations still waiting for their invitee: pending or sent, not accepted, not expired. */
export const openInvitationWhere = (): Where => ({
  and: [
    { status: { in: ['pending', 'sent'] } },
    { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
  ],
})

export const isOpen = (invitation: Pick<Invitation, 'status' | 'expiresAt'>) =>
  (invitation.status === 'pending' || invitation.status === 'sent') &&
  (!invitation.expiresAt || new Date(invitation.expiresAt) > new Date())

/** The spec's "domains" field: semicolon-separated e-mail domains, entries trimmed. */
export const domainsOf = (domains: string | null | undefined) =>
  (domains ?? '')
    .split(';')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean)

/**
 * The invitation that matches a member's e-mail (spec 5): an exact address first, otherwise
 * one whose domains list contains the address's domain. Newest first.
 */
export async function findInvitationFor(payload: Payload, email: string): Promise<Invitation | null> {
  const address = email.trim().toLowerCase()
  const exact = await payload.find({
    collection: 'invitations',
    where: { and: [openInvitationWhere(), { email: { equals: address } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (exact.docs[0]) return exact.docs[0]
  const domain = address.split('@')[1]
  if (!domain) return null
  const byDomain = await payload.find({
    collection: 'invitations',
    where: { and: [openInvitationWhere(), { domains: { contains: domain } }] },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return byDomain.docs.find((invitation) => domainsOf(invitation.domains).includes(domain)) ?? null
}
