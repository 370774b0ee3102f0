import type { Payload, PayloadRequest } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { emailDomainOf, hasVerifiedEmail } from '@access/organizations/organizationAccess'

const PAGE = 100

/**
 * Members without an organization whose verified address is at `domain` join the organization
 * (issue 23, item 6), when an admin verifies the domain. Members of another organization stay
 * where they are: moving someone is an admin's decision. In pages of 100; the exact domain is
 * compared on the address (a LIKE pattern alone would also match sub.example.com).
 */
export async function joinMembersOfDomain(
  payload: Payload,
  { organizationId, domain }: { organizationId: number; domain: string },
  req?: Partial<PayloadRequest>,
): Promise<number> {
  let joined = 0
  let afterId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'users',
      where: {
        and: [
          { id: { greater_than: afterId } },
          { organization: { exists: false } },
          { email: { like: `@${domain}` } },
          // Verified, or from before verification (no value): see hasVerifiedEmail.
          { or: [{ _verified: { equals: true } }, { _verified: { exists: false } }] },
        ],
      },
      select: { email: true, _verified: true },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const members = docs.filter((user) => hasVerifiedEmail(user) && emailDomainOf(user.email) === domain).map((user) => user.id)
    if (members.length) {
      await payload.update({
        collection: 'users',
        where: { and: [{ id: { in: members } }, { organization: { exists: false } }] },
        data: { organization: organizationId },
        depth: 0,
        ...elevated('members at a verified domain join its organization'),
        req,
      })
      joined += members.length
    }
    if (docs.length < PAGE) return joined
    afterId = docs[docs.length - 1]!.id
  }
}

/**
 * The organization whose verified domain holds the address (the caller checks that the address
 * is verified, or uses provenOrganizationOf): where a member without an organization joins by themselves.
 */
async function organizationOfDomain(payload: Payload, email: string, req?: Partial<PayloadRequest>): Promise<number | null> {
  const domain = emailDomainOf(email)
  if (!domain) return null
  const { docs } = await payload.find({
    collection: 'organization-domains',
    where: { and: [{ domain: { equals: domain } }, { status: { equals: 'verified' } }] },
    select: { organization: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const organization = docs[0]?.organization
  return organization == null ? null : typeof organization === 'object' ? organization.id : organization
}

/**
 * The organization a member's own address proves them a member of: their address verified and at
 * one of its verified domains, else null. The one rule of joining by domain (the hook on a newly
 * verified member, asking to join from the profile).
 */
export async function provenOrganizationOf(
  payload: Payload,
  user: { email: string; _verified?: boolean | null },
  req?: Partial<PayloadRequest>,
): Promise<number | null> {
  return hasVerifiedEmail(user) ? organizationOfDomain(payload, user.email, req) : null
}
