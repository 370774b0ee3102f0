import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/errors/appError'
import { errorText } from '@/lib/errors/errorText'
import { relationId } from '@/lib/ids/relationId'
import type { ContactRequest } from '@/payload-types'
import { blockedMemberIds } from '@access/directoryAccess'

/** Contact requests one member may send in any 24 hours: enough to network, too few to spam. */
export const CONTACT_REQUESTS_PER_DAY = 10

/** The key of a pair's open request, whoever sent it. */
export const pendingKeyOf = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`

/**
 * A new contact request goes to another member who is in the people directory and neither
 * blocked nor blocking the sender (both answered alike, so a block is not revealed), and at
 * most CONTACT_REQUESTS_PER_DAY a sender in 24 hours; it waits under its pair's key. Every
 * request made as a member (the site, REST, GraphQL) passes here.
 */
export const checkContactRequestAllowed: CollectionBeforeChangeHook<ContactRequest> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const sender = relationId(data.sender)
  const recipient = relationId(data.recipient)
  if (!sender || !recipient) return data
  // The server's own writes (seeds; no one signed in) and an admin's on a member's behalf (the
  // admin panel) are trusted as given; an admin's own request is checked like anyone's.
  if (!req.user || sender !== req.user.id) return data
  if (sender === recipient) throw new AppError('INVALID_INPUT', errorText('contactRequestSelf'))
  const listed = await req.payload.count({
    collection: 'directory-profiles',
    where: { member: { equals: recipient } },
    overrideAccess: true,
    req,
  })
  if (!listed.totalDocs || (await blockedMemberIds(req, sender)).includes(recipient)) {
    throw new AppError('NOT_FOUND', errorText('contactRequestNotListed'))
  }
  const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString()
  const sent = await req.payload.count({
    collection: 'contact-requests',
    where: { and: [{ sender: { equals: sender } }, { createdAt: { greater_than: since } }] },
    overrideAccess: true,
    req,
  })
  if (sent.totalDocs >= CONTACT_REQUESTS_PER_DAY) {
    throw new AppError('RATE_LIMITED', errorText('contactRequestDailyLimit', { count: CONTACT_REQUESTS_PER_DAY }))
  }
  return { ...data, status: 'pending', pendingKey: pendingKeyOf(sender, recipient) }
}
