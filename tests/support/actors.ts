import crypto from 'node:crypto'
import type { Payload } from 'payload'

import type { Organization, User } from '../../src/payload-types'

export const ACTOR_NAMES = ['visitor', 'member', 'otherMember', 'organizationAdmin', 'admin', 'superAdmin', 'claimant'] as const
export type ActorName = (typeof ACTOR_NAMES)[number]
export type Actors = Record<Exclude<ActorName, 'visitor'>, User> & { visitor: undefined }

/** A unique suffix so test files sharing one database never collide. */
export const uniqueTag = () => crypto.randomBytes(4).toString('hex')

/**
 * A made-up word only one test's rows hold: letters only, so both search stemmers keep it whole;
 * twelve random ones of 26, so no two tests' words are a few edits apart and the search's "Did you
 * mean" (levenshtein within a third of the letters) never turns one test's word into another's.
 */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Array.from(crypto.randomBytes(12), (byte) => 'abcdefghijklmnopqrstuvwxyz'[byte % 26]).join('')}x`

export async function createUser(
  payload: Payload,
  data: { email: string; role?: User['role']; organization?: number | null; organizationAdmin?: boolean; firstName?: string },
): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      password: 'test-password',
      lastName: 'User',
      ...data,
      firstName: data.firstName ?? 'Test',
      role: data.role ?? 'community_user',
      // The tests' accounts stand for members who confirmed their address long ago.
      _verified: true,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
}

/**
 * The seven actors of the access matrix: the two members each belong to an organization, and the
 * member's organization has an organization admin (issue 23, item 6) who is not the member; the
 * claimant names the member's organization as their affiliation and has a pending membership
 * request to it, but is a member of no organization (issue 43, item 1).
 */
export async function createActors(payload: Payload, tag = uniqueTag()): Promise<Actors> {
  const organization = async (name: string) =>
    payload.create({
      collection: 'organizations',
      data: { name: `${name} ${tag}`, type: 'industry', userEditable: true },
      overrideAccess: true,
    })
  const memberOrganization = await organization('Member Org')
  const otherOrganization = await organization('Other Org')
  return {
    visitor: undefined,
    member: await createUser(payload, { email: `member-${tag}@test.example`, organization: memberOrganization.id }),
    otherMember: await createUser(payload, { email: `other-${tag}@test.example`, organization: otherOrganization.id }),
    organizationAdmin: await createUser(payload, {
      email: `org-admin-${tag}@test.example`,
      organization: memberOrganization.id,
      organizationAdmin: true,
    }),
    admin: await createUser(payload, { email: `admin-${tag}@test.example`, role: 'admin' }),
    superAdmin: await createUser(payload, { email: `super-${tag}@test.example`, role: 'super_admin' }),
    claimant: await createClaimant(payload, memberOrganization.id, `claimant-${tag}@test.example`),
  }
}

/** A member who claims the organization (their affiliation, a pending membership request) and is not its member. */
export async function createClaimant(payload: Payload, organization: number, email: string): Promise<User> {
  const claimant = await createUser(payload, { email })
  await payload.create({
    collection: 'membership-requests',
    data: { user: claimant.id, organization, status: 'pending' },
    overrideAccess: true,
  })
  return payload.update({ collection: 'users', id: claimant.id, data: { affiliation: organization }, overrideAccess: true })
}

/** An organization of the test's own and its organization admin, who decides its membership requests. */
export async function createOrganizationWithAdmin(
  payload: Payload,
  organization: Pick<Organization, 'name' | 'type'> & { sector?: string },
  adminEmail: string,
): Promise<{ organization: Organization; admin: User }> {
  const created = await payload.create({ collection: 'organizations', data: organization, overrideAccess: true })
  const admin = await createUser(payload, { email: adminEmail, organization: created.id, organizationAdmin: true })
  return { organization: created, admin }
}
