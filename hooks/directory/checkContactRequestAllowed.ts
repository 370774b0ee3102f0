import type { CollectionBeforeChangeHook } from 'payload'

import { limitMemberMail } from '@/lib/infrastructure/rateLimits/rateLimit'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import type { ContactRequest } from '@/payload-types'
import { blockedMemberIds } from '@access/directory/directoryAccess'

/** The key of a pair's open request, whoever sent it. */
export const pendingKeyOf = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`

/**
 * A new contact request goes to another member who is in the people directory and neither
 * blocked nor blocking the sender (both answered alike, so a block is not revealed); it waits
 * under its pair's key. Every request made as a member (the site, REST, GraphQL) passes here,
 * before the request, its notice and its e-mail are stored: the place the contact-request rate
 * limits are counted (rateLimitSettings.ts: 10 a day per sender, 20 a day per recipient inbox),
 * 429 with Retry-After over REST.
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
  const pendingKey = pendingKeyOf(sender, recipient)
  // The pair's open request (a double click, or the other's): the unique key refuses the insert
  // and sendContactRequest answers it; nothing is sent, so nothing is counted.
  const open = await req.payload.count({
    collection: 'contact-requests',
    where: { pendingKey: { equals: pendingKey } },
    overrideAccess: true,
    req,
  })
  if (!open.totalDocs) {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { id: { equals: recipient } },
      select: { email: true },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    await limitMemberMail(req.payload, 'contactRequest', { address: docs[0]?.email, sender }, req)
  }
  return { ...data, status: 'pending', pendingKey }
}
