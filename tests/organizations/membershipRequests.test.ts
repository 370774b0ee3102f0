/**
 * Membership is proven, affiliation is only shown (issue 43, item 1), on the real tables: a
 * member who names an existing organization at profile completion gets its name as their
 * affiliation and a pending membership request (its organization admins are told, by notice and
 * e-mail), and none of its TLP:AMBER material through the local API, REST or the download; an
 * organization admin's approval makes them a member (the material opens), a decline or their
 * own withdrawal does not; removal ends the membership at once and tells every instance (the
 * member-state NOTIFY); forged REST writes of users.organization and of requests are refused;
 * the proofs (a verified domain, an organization admin's invitation, a new organization) still
 * make members directly.
 */
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'

import { completeProfile, type ProfileInput } from '../../src/lib/accounts/users/completeProfile'
import { downloadDocument } from '../../src/lib/library/documents/downloadDocument'
import { restrictedReadCount } from '../../src/lib/library/tlp/restrictedReadCount'
import { approveMembershipRequest, declineMembershipRequest } from '../../src/lib/organizations/membershipRequests/decideMembershipRequest'
import { withdrawMembershipRequest } from '../../src/lib/organizations/membershipRequests/withdrawMembershipRequest'
import { removeOrganizationMember } from '../../src/lib/organizations/removeOrganizationMember'
import { saveOwnOrganization } from '../../src/lib/organizations/saveOwnOrganization'
import { MEMBER_STATE_CHANNEL } from '../../src/lib/platform/pageCache/memberSessionMemo'
import type { Document, Organization, User } from '../../src/payload-types'
import { createOrganizationWithAdmin, createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { usePayload } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const getPayload = usePayload()
const tag = uniqueTag()
let organization: Organization
let otherOrganization: Organization
let organizationAdmin: User
let otherAdmin: User
let amber: Document
let strict: Document

const profile = (org: Organization): ProfileInput => ({
  firstName: 'Claire',
  lastName: 'Claimant',
  jobRole: 'Engineer',
  company: org.name,
  companyId: String(org.id),
  companyType: org.type,
})
const fresh = async (user: User) => getPayload().findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
const newcomer = (name: string, domain = 'mailbox.example') => createUser(getPayload(), { email: `${name}-${uniqueTag()}@${domain}` })

/** What the member reads of the organization's AMBER and AMBER+STRICT documents: local API, REST and the download. */
async function reads(user: User) {
  const payload = getPayload()
  const current = await fresh(user)
  const local = await payload.find({
    collection: 'documents',
    where: { id: { in: [amber.id, strict.id] } },
    user: current,
    overrideAccess: false,
    depth: 0,
  })
  const token = await tokenOf(payload, current)
  const restAmber = await rest('GET', `documents/${amber.id}?depth=0`, { token })
  const restList = await rest('GET', `documents?where[id][in]=${amber.id},${strict.id}&depth=0`, { token })
  const download = await downloadDocument({ payload, user: current }, { id: String(amber.id) })
  const downloadStrict = await downloadDocument({ payload, user: current }, { id: String(strict.id) })
  return {
    local: local.docs.length,
    rest: restAmber.status,
    restList: restList.body?.docs?.length ?? -1,
    download: download.status,
    downloadStrict: downloadStrict.status,
    restricted: (await restrictedReadCount(payload, current)) > 0,
  }
}
const NOTHING = { local: 0, rest: 404, restList: 0, download: 404, downloadStrict: 404, restricted: false }
const EVERYTHING = { local: 2, rest: 200, restList: 2, download: 200, downloadStrict: 200, restricted: true }

async function pendingOf(user: User) {
  const { docs } = await getPayload().find({
    collection: 'membership-requests',
    where: { user: { equals: user.id } },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  const payload = getPayload()
  ;({ organization, admin: organizationAdmin } = await createOrganizationWithAdmin(
    payload,
    { name: `Claimed Works ${tag}`, type: 'industry', sector: 'Water Treatment' },
    `admin-${tag}@claimed.example`,
  ))
  ;({ organization: otherOrganization, admin: otherAdmin } = await createOrganizationWithAdmin(
    payload,
    { name: `Elsewhere ${tag}`, type: 'industry' },
    `other-${tag}@elsewhere.example`,
  ))
  const labelled = (tlp: string) =>
    createDoc(
      payload,
      'documents',
      { title: `${tlp} plan ${tag}`, company: 'Claimed Works', documentType: 'Playbook', tlp, owningOrganization: organization.id },
      { file: pdfFile(`claimed-${tlp}-${tag}`) },
    )
  amber = await labelled('amber')
  strict = await labelled('amber-strict')
})

describe('membership requests', () => {
  test('a claim shows the affiliation and files a request; it reads none of the TLP:AMBER material; the admins are told', async () => {
    const payload = getPayload()
    const claimant = await newcomer('claimant')
    const outcome = await completeProfile({ payload, user: claimant }, profile(organization))
    expect(outcome).toEqual({ membership: 'requested', organizationName: organization.name })
    const stored = await fresh(claimant)
    expect({ organization: stored.organization ?? null, affiliation: stored.affiliation }).toEqual({
      organization: null,
      affiliation: organization.id,
    })
    expect((await pendingOf(claimant)).map((request) => [request.organization, request.status])).toEqual([[organization.id, 'pending']])
    expect(await reads(claimant)).toEqual(NOTHING)
    // While it waits, no organization of their own from the Organization tab.
    await expect(
      saveOwnOrganization({ payload, user: await fresh(claimant) }, { name: `Elsewhere too ${tag}`, type: 'vendor', sector: null }),
    ).rejects.toMatchObject({ code: 'CONFLICT' })

    // The organization's admin has a notice, and its e-mail is queued; nobody else is told.
    const notices = await payload.find({
      collection: 'notifications',
      where: { and: [{ kind: { equals: 'membership-requested' } }, { actor: { equals: claimant.id } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(notices.docs.map((notice) => notice.recipient)).toEqual([organizationAdmin.id])
    const mail = await payload.count({
      collection: 'email-outbox',
      where: { and: [{ user: { equals: organizationAdmin.id } }, { notice: { equals: notices.docs[0]!.id } }] },
      overrideAccess: true,
    })
    expect(mail.totalDocs).toBe(1)
  })

  test('forged REST writes of users.organization and of requests are refused and change nothing', async () => {
    const payload = getPayload()
    const claimant = await newcomer('forger')
    await completeProfile({ payload, user: claimant }, profile(organization))
    const token = await tokenOf(payload, claimant)
    const [request] = await pendingOf(claimant)
    expect((await rest('PATCH', `users/${claimant.id}`, { token, body: { organization: organization.id } })).status).toBe(403)
    expect(
      (await rest('PATCH', `users/${claimant.id}`, { token, body: { organization: organization.id, organizationAdmin: true } })).status,
    ).toBe(403)
    expect(
      (await rest('POST', 'membership-requests', { token, body: { user: claimant.id, organization: organization.id, status: 'approved' } }))
        .status,
    ).toBe(403)
    expect((await rest('PATCH', `membership-requests/${request!.id}`, { token, body: { status: 'approved' } })).status).toBe(403)
    // The organization admin decides through the page, not the REST update.
    const adminToken = await tokenOf(payload, organizationAdmin)
    expect((await rest('PATCH', `membership-requests/${request!.id}`, { token: adminToken, body: { status: 'approved' } })).status).toBe(
      403,
    )
    // Their own affiliation is theirs to change.
    expect((await rest('PATCH', `users/${claimant.id}`, { token, body: { affiliation: otherOrganization.id } })).status).toBe(200)
    expect((await fresh(claimant)).organization ?? null).toBeNull()
    expect((await pendingOf(claimant)).map((row) => row.status)).toEqual(['pending'])
    expect(await reads(claimant)).toEqual(NOTHING)
    // Others read only their own requests; the organization admin reads those to the organization.
    const otherToken = await tokenOf(payload, otherAdmin)
    expect((await rest('GET', `membership-requests/${request!.id}`, { token: otherToken })).status).toBe(404)
    expect((await rest('GET', `membership-requests/${request!.id}`, { token: adminToken })).status).toBe(200)
    expect((await rest('GET', `membership-requests/${request!.id}`, { token })).status).toBe(200)
  })

  test("approval by the organization's admin grants the membership; another organization's admin cannot decide", async () => {
    const payload = getPayload()
    const claimant = await newcomer('approved')
    await completeProfile({ payload, user: claimant }, profile(organization))
    const [request] = await pendingOf(claimant)
    await expect(approveMembershipRequest({ payload, user: otherAdmin }, { requestId: request!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(approveMembershipRequest({ payload, user: await fresh(claimant) }, { requestId: request!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await reads(claimant)).toEqual(NOTHING)
    await approveMembershipRequest({ payload, user: organizationAdmin }, { requestId: request!.id })
    const member = await fresh(claimant)
    expect(member.organization).toBe(organization.id)
    expect(member.organizationAdmin).toBeFalsy()
    expect((await pendingOf(claimant)).map((row) => [row.status, row.decidedBy])).toEqual([['approved', organizationAdmin.id]])
    expect(await reads(claimant)).toEqual(EVERYTHING)
    const told = await payload.count({
      collection: 'notifications',
      where: { and: [{ recipient: { equals: claimant.id } }, { kind: { equals: 'membership-approved' } }] },
      overrideAccess: true,
    })
    expect(told.totalDocs).toBe(1)
    // A decided request stays decided.
    await expect(declineMembershipRequest({ payload, user: organizationAdmin }, { requestId: request!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    })
  })

  test('a decline or a withdrawal leaves the member outside; only the member withdraws their own', async () => {
    const payload = getPayload()
    const declined = await newcomer('declined')
    await completeProfile({ payload, user: declined }, profile(organization))
    const [first] = await pendingOf(declined)
    await declineMembershipRequest({ payload, user: organizationAdmin }, { requestId: first!.id })
    expect((await fresh(declined)).organization ?? null).toBeNull()
    expect((await fresh(declined)).affiliation).toBe(organization.id)
    expect(await reads(declined)).toEqual(NOTHING)
    await expect(approveMembershipRequest({ payload, user: organizationAdmin }, { requestId: first!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    })

    const withdrawing = await newcomer('withdrawing')
    await completeProfile({ payload, user: withdrawing }, profile(organization))
    const [second] = await pendingOf(withdrawing)
    await expect(withdrawMembershipRequest({ payload, user: await fresh(declined) }, { requestId: second!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await withdrawMembershipRequest({ payload, user: await fresh(withdrawing) }, { requestId: second!.id })
    expect((await pendingOf(withdrawing)).map((row) => row.status)).toEqual(['withdrawn'])
    await expect(approveMembershipRequest({ payload, user: organizationAdmin }, { requestId: second!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    expect(await reads(withdrawing)).toEqual(NOTHING)
  })

  test('removal ends the membership at once, and every instance hears of it (member-state NOTIFY)', async () => {
    const payload = getPayload()
    const claimant = await newcomer('removed')
    await completeProfile({ payload, user: claimant }, profile(organization))
    const [request] = await pendingOf(claimant)
    await approveMembershipRequest({ payload, user: organizationAdmin }, { requestId: request!.id })
    expect(await reads(claimant)).toEqual(EVERYTHING)
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      const heard: string[] = []
      listener.on('notification', (message) => heard.push(message.payload ?? ''))
      await listener.query(`LISTEN "${MEMBER_STATE_CHANNEL}"`)
      await removeOrganizationMember({ payload, user: organizationAdmin }, { organizationId: organization.id, memberId: claimant.id })
      await expect
        .poll(() => heard.some((ids) => ids === '*' || ids.split(',').includes(String(claimant.id))), { timeout: 5_000 })
        .toBe(true)
    } finally {
      await listener.end()
    }
    expect(await reads(claimant)).toEqual(NOTHING)
    // A request of theirs tells their instance too (their profile shows it).
    const heardRequest: string[] = []
    const second = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await second.connect()
    try {
      second.on('notification', (message) => heardRequest.push(message.payload ?? ''))
      await second.query(`LISTEN "${MEMBER_STATE_CHANNEL}"`)
      await completeProfile({ payload, user: await fresh(claimant) }, profile(organization))
      await expect.poll(() => heardRequest.some((ids) => ids.split(',').includes(String(claimant.id))), { timeout: 5_000 }).toBe(true)
    } finally {
      await second.end()
    }
  })

  test('the proofs make members at once: a verified domain, an invitation by the organization admin, a new organization', async () => {
    const payload = getPayload()
    const domain = `proven-${tag}.example`
    await createDoc(payload, 'organization-domains', { organization: organization.id, domain, status: 'verified' })
    const colleague = await newcomer('colleague', domain)
    // Created verified: joined by the domain already; completing the profile keeps it, with no request.
    expect((await fresh(colleague)).organization).toBe(organization.id)
    expect(await completeProfile({ payload, user: await fresh(colleague) }, profile(organization))).toEqual({ membership: 'member' })
    expect(await pendingOf(colleague)).toEqual([])

    const invited = await newcomer('invited')
    const invitation = await createDoc(payload, 'invitations', {
      email: invited.email,
      invitedBy: organizationAdmin.id,
      suggestedOrganization: organization.id,
      status: 'sent',
    })
    expect(await completeProfile({ payload, user: invited }, { ...profile(organization), invite: String(invitation.id) })).toEqual({
      membership: 'member',
    })
    expect((await fresh(invited)).organization).toBe(organization.id)
    expect(await reads(invited)).toEqual(EVERYTHING)

    const founder = await newcomer('founder')
    const founded = await completeProfile(
      { payload, user: founder },
      { ...profile(organization), company: `Founded ${tag}`, companyId: '', companyType: 'vendor' },
    )
    expect(founded).toEqual({ membership: 'member' })
    const stored = await fresh(founder)
    expect(stored.organization).toBe(stored.affiliation)
    expect(stored.organizationAdmin).toBe(true)
  })

  test('a pending request is settled when the member joins its organization by another proof (the domain, an admin); one to another organization stays', async () => {
    const payload = getPayload()
    const domain = `later-${tag}.example`
    const claimant = await newcomer('later', domain)
    expect(await completeProfile({ payload, user: claimant }, profile(organization))).toMatchObject({ membership: 'requested' })
    const [request] = await pendingOf(claimant)
    expect(request).toMatchObject({ status: 'pending' })
    // An admin verifies the organization's domain: the members at it join, and the request is settled.
    const verified = await createDoc(payload, 'organization-domains', { organization: organization.id, domain, status: 'confirmed' })
    await payload.update({ collection: 'organization-domains', id: verified.id, data: { status: 'verified' }, overrideAccess: true })
    expect((await fresh(claimant)).organization).toBe(organization.id)
    expect(await pendingOf(claimant)).toEqual([expect.objectContaining({ id: request!.id, status: 'approved' })])
    expect(await reads(claimant)).toEqual(EVERYTHING)

    // A request to another organization is its admins' to decide, whatever else the member joins.
    const elsewhere = await newcomer('elsewhere')
    await completeProfile({ payload, user: elsewhere }, profile(otherOrganization))
    await payload.update({ collection: 'users', id: elsewhere.id, data: { organization: organization.id }, overrideAccess: true })
    expect(await pendingOf(elsewhere)).toEqual([expect.objectContaining({ status: 'pending', organization: otherOrganization.id })])
  })

  test('deleting an organization without members takes its requests along; the claimant keeps the account', async () => {
    const payload = getPayload()
    const doomed = await createDoc(payload, 'organizations', { name: `Doomed ${tag}`, type: 'vendor' })
    const claimant = await newcomer('doomed')
    await completeProfile({ payload, user: claimant }, profile(doomed))
    expect(await pendingOf(claimant)).toHaveLength(1)
    await payload.delete({ collection: 'organizations', id: doomed.id, overrideAccess: true })
    expect(await pendingOf(claimant)).toEqual([])
    expect((await fresh(claimant)).affiliation ?? null).toBeNull()
  })

  test('a member files at most 5 new requests a day: each mails an organization’s admins (the sixth is refused, nothing filed)', async () => {
    const payload = getPayload()
    const hopper = await newcomer('hopper')
    const organizations = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createDoc(payload, 'organizations', { name: `Hop ${index} ${tag}`, type: 'industry' })),
    )
    for (const each of organizations.slice(0, 5)) await completeProfile({ payload, user: await fresh(hopper) }, profile(each))
    const filed = (await pendingOf(hopper)).length
    await expect(completeProfile({ payload, user: await fresh(hopper) }, profile(organizations[5]!))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    })
    const requests = await pendingOf(hopper)
    expect(requests).toHaveLength(filed)
    expect(requests.filter((request) => request.status === 'pending').map((request) => request.organization)).toEqual([
      organizations[4]!.id,
    ])
    expect(requests.some((request) => request.organization === organizations[5]!.id)).toBe(false)
  })
})
