import type { Payload } from 'payload'

import type { ContactRequest, User } from '@/payload-types'

export const REQUESTS_PER_PAGE = 20

type Person = { name: string; email: string | null }

/**
 * Names, and the e-mail addresses where a request is accepted, of the other members on a page
 * of requests or blocks: one read of the users for the whole page. An address is only ever
 * read for a pair whose request the member may read and that is accepted.
 */
export async function peopleOn(payload: Payload, ids: number[], withAddress: Set<number>): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    select: { firstName: true, lastName: true, email: true },
    depth: 0,
    limit: unique.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    docs.map((user) => [
      user.id,
      { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: withAddress.has(user.id) ? user.email : null },
    ]),
  )
}

/** A page of the contact requests the member received or sent, newest first, as the member reads them. */
export async function contactRequestsOf(payload: Payload, user: User, { side, page }: { side: 'recipient' | 'sender'; page: number }) {
  return payload.find({
    collection: 'contact-requests',
    where: { [side]: { equals: user.id } },
    select: { sender: true, recipient: true, message: true, status: true, createdAt: true, answeredAt: true },
    sort: '-createdAt',
    depth: 0,
    limit: REQUESTS_PER_PAGE,
    page,
    user,
    overrideAccess: false,
  })
}

/** The other member of a request, seen from `user`. */
export const otherParty = (request: Pick<ContactRequest, 'sender' | 'recipient'>, user: Pick<User, 'id'>): number => {
  const id = (value: number | User) => (typeof value === 'object' ? value.id : value)
  return id(request.sender) === user.id ? id(request.recipient) : id(request.sender)
}

/** The latest request between the member and another (either way), as the member reads them, or null. */
export async function latestRequestBetween(payload: Payload, user: User, otherId: number) {
  const { docs } = await payload.find({
    collection: 'contact-requests',
    where: {
      or: [
        { and: [{ sender: { equals: user.id } }, { recipient: { equals: otherId } }] },
        { and: [{ sender: { equals: otherId } }, { recipient: { equals: user.id } }] },
      ],
    },
    select: { sender: true, status: true },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** A page of the members the member blocked, newest first. */
export async function blocksOf(payload: Payload, user: User, page: number) {
  return payload.find({
    collection: 'member-blocks',
    where: { blocker: { equals: user.id } },
    select: { blocked: true, createdAt: true },
    sort: '-createdAt',
    depth: 0,
    limit: REQUESTS_PER_PAGE,
    page,
    user,
    overrideAccess: false,
  })
}
