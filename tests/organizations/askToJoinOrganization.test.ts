/**
 * "Ask to join" on /profile/organization (issue 43, item 1), on the real tables: a member without a membership
 * (after a declined or withdrawn request, or naming a new employer) asks to join an existing
 * organization. It files a request (an earlier pending one is withdrawn) and tells the
 * organization's admins, or, with a verified address at one of its verified domains, makes them a
 * member at once; either way the organization becomes their affiliation. A member of an
 * organization, an organization that does not exist and a member over the daily limit are
 * refused, and nothing changes.
 */
import { beforeAll, describe, expect, test } from 'vitest'

import { completeProfile } from '../../src/lib/accounts/users/completeProfile'
import { askToJoinOrganization } from '../../src/lib/organizations/membershipRequests/askToJoinOrganization'
import { declineMembershipRequest } from '../../src/lib/organizations/membershipRequests/decideMembershipRequest'
import { withdrawMembershipRequest } from '../../src/lib/organizations/membershipRequests/withdrawMembershipRequest'
import type { Organization, User } from '../../src/payload-types'
import { createOrganizationWithAdmin, createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
const tag = uniqueTag()
let organization: Organization
let otherOrganization: Organization
let organizationAdmin: User
let otherAdmin: User

const fresh = async (user: User) => getPayload().findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
const newcomer = (name: string, domain = 'mailbox.example') => createUser(getPayload(), { email: `${name}-${uniqueTag()}@${domain}` })
const ask = async (user: User, target: Organization | number) =>
  askToJoinOrganization(
    { payload: getPayload(), user: await fresh(user) },
    { organizationId: typeof target === 'number' ? target : target.id },
  )

/** The member's requests as [organization, status], oldest first. */
async function requestsOf(user: User) {
  const { docs } = await getPayload().find({
    collection: 'membership-requests',
    where: { user: { equals: user.id } },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((request) => [request.organization, request.status])
}

/** The notices (and their queued e-mails) that tell `recipient` of the member's requests. */
async function toldOf(member: User, recipient: User) {
  const payload = getPayload()
  const notices = await payload.find({
    collection: 'notifications',
    where: {
      and: [{ kind: { equals: 'membership-requested' } }, { actor: { equals: member.id } }, { recipient: { equals: recipient.id } }],
    },
    depth: 0,
    overrideAccess: true,
  })
  const mails = await payload.count({
    collection: 'email-outbox',
    where: { and: [{ user: { equals: recipient.id } }, { notice: { in: notices.docs.map((notice) => notice.id) } }] },
    overrideAccess: true,
  })
  return { notices: notices.totalDocs, mails: mails.totalDocs }
}

const claimed = (org: Organization) => ({
  firstName: 'Asa',
  lastName: 'Asker',
  jobRole: 'Engineer',
  company: org.name,
  companyId: String(org.id),
  companyType: org.type,
})

beforeAll(async () => {
  const payload = getPayload()
  ;({ organization, admin: organizationAdmin } = await createOrganizationWithAdmin(
    payload,
    { name: `Asked Works ${tag}`, type: 'industry', sector: 'Water Treatment' },
    `admin-${tag}@asked.example`,
  ))
  ;({ organization: otherOrganization, admin: otherAdmin } = await createOrganizationWithAdmin(
    payload,
    { name: `Asked Elsewhere ${tag}`, type: 'vendor' },
    `other-${tag}@elsewhere.example`,
  ))
})

describe('asking to join an organization from the profile', () => {
  test('a declined member asks again: a new pending request, the affiliation, and its admins told by notice and e-mail', async () => {
    const payload = getPayload()
    const member = await newcomer('declined')
    await completeProfile({ payload, user: member }, claimed(organization))
    const [first] = (
      await payload.find({ collection: 'membership-requests', where: { user: { equals: member.id } }, overrideAccess: true })
    ).docs
    await declineMembershipRequest({ payload, user: organizationAdmin }, { requestId: first!.id })
    expect(await toldOf(member, organizationAdmin)).toEqual({ notices: 1, mails: 1 })

    expect(await ask(member, organization)).toEqual({ membership: 'requested', organizationName: organization.name })
    expect(await requestsOf(member)).toEqual([
      [organization.id, 'declined'],
      [organization.id, 'pending'],
    ])
    const stored = await fresh(member)
    expect({ organization: stored.organization ?? null, affiliation: stored.affiliation }).toEqual({
      organization: null,
      affiliation: organization.id,
    })
    expect(await toldOf(member, organizationAdmin)).toEqual({ notices: 2, mails: 2 })
    expect(await toldOf(member, otherAdmin)).toEqual({ notices: 0, mails: 0 })
  })

  test('a member who withdrew asks another organization: the earlier pending request is withdrawn, one is pending', async () => {
    const payload = getPayload()
    const member = await newcomer('mover')
    await completeProfile({ payload, user: member }, claimed(organization))
    expect(await ask(member, otherOrganization)).toEqual({ membership: 'requested', organizationName: otherOrganization.name })
    expect(await requestsOf(member)).toEqual([
      [organization.id, 'withdrawn'],
      [otherOrganization.id, 'pending'],
    ])
    expect((await fresh(member)).affiliation).toBe(otherOrganization.id)
    expect(await toldOf(member, otherAdmin)).toEqual({ notices: 1, mails: 1 })

    // Withdrawn by the member, asked again: the same organization once more.
    const [, pending] = (
      await payload.find({ collection: 'membership-requests', where: { user: { equals: member.id } }, sort: 'id', overrideAccess: true })
    ).docs
    await withdrawMembershipRequest({ payload, user: await fresh(member) }, { requestId: pending!.id })
    await ask(member, otherOrganization)
    expect((await requestsOf(member)).map(([, status]) => status)).toEqual(['withdrawn', 'withdrawn', 'pending'])
    // Asking again while it waits files nothing new and tells nobody again.
    await ask(member, otherOrganization)
    expect((await requestsOf(member)).map(([, status]) => status)).toEqual(['withdrawn', 'withdrawn', 'pending'])
    expect(await toldOf(member, otherAdmin)).toEqual({ notices: 2, mails: 2 })
  })

  test('a verified address at a verified domain of the organization joins it at once; an unverified one asks', async () => {
    const payload = getPayload()
    const domain = `asked-${tag}.example`
    await createDoc(payload, 'organization-domains', { organization: organization.id, domain, status: 'verified' })
    // Joined by the domain, then removed by the organization admin: no membership, no affiliation.
    const colleague = await newcomer('colleague', domain)
    expect((await fresh(colleague)).organization).toBe(organization.id)
    await payload.update({
      collection: 'users',
      id: colleague.id,
      data: { organization: null, affiliation: otherOrganization.id },
      overrideAccess: true,
    })
    // Another organization: a request, though the address proves this one.
    expect(await ask(colleague, otherOrganization)).toEqual({ membership: 'requested', organizationName: otherOrganization.name })
    // The organization of the domain: a member at once, the request to the other withdrawn.
    expect(await ask(colleague, organization)).toEqual({ membership: 'member', organizationName: organization.name })
    const joined = await fresh(colleague)
    expect({ organization: joined.organization, affiliation: joined.affiliation }).toEqual({
      organization: organization.id,
      affiliation: organization.id,
    })
    expect(await requestsOf(colleague)).toEqual([[otherOrganization.id, 'pending']])

    const unverified = await payload.create({
      collection: 'users',
      data: {
        email: `unverified-${uniqueTag()}@${domain}`,
        password: 'test-password',
        firstName: 'Una',
        lastName: 'User',
        role: 'community_user',
        _verified: false,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    expect(await ask(unverified, organization)).toEqual({ membership: 'requested', organizationName: organization.name })
    expect((await fresh(unverified)).organization ?? null).toBeNull()
  })

  test('a member of an organization is refused (only admins move them); nothing is filed and nothing changes', async () => {
    const member = await createUser(getPayload(), { email: `member-${uniqueTag()}@asked.example`, organization: organization.id })
    await expect(ask(member, otherOrganization)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Contact an administrator to change your organization.',
    })
    const stored = await fresh(member)
    expect({ organization: stored.organization, affiliation: stored.affiliation ?? null }).toEqual({
      organization: organization.id,
      affiliation: null,
    })
    expect(await requestsOf(member)).toEqual([])
  })

  test('an organization that does not exist is refused with 404; the pending request and the affiliation stay', async () => {
    const payload = getPayload()
    const member = await newcomer('unknown')
    await completeProfile({ payload, user: member }, claimed(organization))
    const gone = await createDoc(payload, 'organizations', { name: `Gone ${tag}`, type: 'vendor' })
    await payload.delete({ collection: 'organizations', id: gone.id, overrideAccess: true })
    for (const id of [gone.id, 2_147_483_647]) {
      await expect(ask(member, id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'This organization does not exist.' })
    }
    expect(await requestsOf(member)).toEqual([[organization.id, 'pending']])
    expect((await fresh(member)).affiliation).toBe(organization.id)
  })

  test('a member files at most 5 new requests a day: the sixth ask is refused and changes nothing', async () => {
    const payload = getPayload()
    const hopper = await newcomer('hopper')
    const organizations = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createDoc(payload, 'organizations', { name: `Asked hop ${index} ${tag}`, type: 'industry' })),
    )
    for (const each of organizations.slice(0, 5)) await ask(hopper, each)
    await expect(ask(hopper, organizations[5]!)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    const requests = await requestsOf(hopper)
    expect(requests).toHaveLength(5)
    expect(requests.filter(([, status]) => status === 'pending')).toEqual([[organizations[4]!.id, 'pending']])
    expect((await fresh(hopper)).affiliation).toBe(organizations[4]!.id)
  })
})
