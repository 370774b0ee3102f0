/**
 * Organization admins and verified e-mail domains (issue 23, item 6; it replaces issue 16's
 * creator rule): joining an organization is open and gives no right to edit it; its organization
 * admins (granted by admins; creators of new organizations are the first) edit it, see and remove
 * its members and invite colleagues into it, and ask for its e-mail domains, which an address at
 * the domain confirms by e-mail (real SMTP) and an admin approves; members with a verified
 * address there then join by themselves and may edit it while member edits are allowed.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { canEditOrganization } from '../../access/organizations/organizationAccess'
import { ORGANIZATION_CREATOR_REFUSED } from '../../collections/Organizations'
import { ORGANIZATION_ADMIN_REFUSED } from '../../collections/Users'
import { completeProfile } from '../../src/lib/accounts/users/completeProfile'
import { ORGANIZATION_CHANGE_REFUSED } from '../../src/lib/accounts/users/organizationChangeRefused'
import { inviteExpert } from '../../src/lib/organizations/invitations/inviteExpert'
import { confirmOrganizationDomain } from '../../src/lib/organizations/organizationDomains/confirmOrganizationDomain'
import { requestOrganizationDomain } from '../../src/lib/organizations/organizationDomains/requestOrganizationDomain'
import { organizationMembers } from '../../src/lib/organizations/organizationMembers'
import { removeOrganizationMember } from '../../src/lib/organizations/removeOrganizationMember'
import { readErrorText } from '../../src/lib/shared/errors/errorText'
import { relationId } from '../../src/lib/shared/ids/relationId'
import type { Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { mailTo } from '../support/mail'
import { outcomeOf } from '../support/outcome'
import { usePayload } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const getPayload = usePayload()
let payload: Payload
let admin: User
beforeAll(async () => {
  payload = getPayload()
  admin = await createUser(payload, { email: `org-admin-${uniqueTag()}@test.example`, role: 'admin' })
})

const organization = (data: Record<string, unknown> = {}) =>
  createDoc(payload, 'organizations', {
    name: `Org ${uniqueTag()}`,
    type: 'industry',
    userEditable: true,
    ...data,
  }) as Promise<Organization>
const member = (data: { organization?: number | null; email?: string } = {}) =>
  createUser(payload, { email: data.email ?? `m-${uniqueTag()}@test.example`, organization: data.organization ?? null })
const account = (id: number) => payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
const organizationOf = async (id: number) => relationId((await account(id)).organization)
/** An organization admin of `organizationId`, granted by an admin. */
const organizationAdmin = async (organizationId: number, email?: string) => {
  const user = await member({ organization: organizationId, email })
  return payload.update({ collection: 'users', id: user.id, data: { organizationAdmin: true }, user: admin, overrideAccess: false })
}
const nameOf = async (id: number) => (await payload.findByID({ collection: 'organizations', id, depth: 0 })).name
/**
 * PATCH /api/organizations/{id} as the user: the status, and whether the name changed (its sector
 * and type are its organization admins' and admins' alone, issue 43: tests/surveys/benchmarkComparison.test.ts).
 */
const editAs = async (user: User, id: number) => {
  const name = `Renamed ${uniqueTag()}`
  const answer = await rest('PATCH', `organizations/${id}`, { token: await tokenOf(payload, user), body: { name } })
  return { status: answer.status, stored: (await nameOf(id)) === name }
}
const profile = (company: string, companyId = '') => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobRole: 'Engineer',
  company,
  companyId,
  companyType: 'industry' as const,
})

describe('joining is not editing', () => {
  test('a member who sets another organization on their account through PATCH /api/users/{id} is refused; it stays unedited', async () => {
    const own = await organization()
    const target = await organization()
    const attacker = await member({ organization: own.id })
    const token = await tokenOf(payload, attacker)
    const answer = await rest('PATCH', `users/${attacker.id}`, { token, body: { organization: target.id } })
    expect(answer.status).toBe(403)
    expect(answer.body?.errors?.[0]?.message).toBe(readErrorText(ORGANIZATION_CHANGE_REFUSED))
    expect(await organizationOf(attacker.id)).toBe(own.id)
    expect((await rest('PATCH', `users/${attacker.id}`, { token, body: { organization: null } })).status).toBe(403)
    expect((await rest('PATCH', `users/${attacker.id}`, { token, body: { organization: own.id, jobRole: 'Tester' } })).status).toBe(200)
  })

  test('a member who joins an open organization, or created it through the API, cannot edit it', async () => {
    const founder = await member()
    const created = await createDoc(payload, 'organizations', { name: `Founded ${uniqueTag()}`, type: 'vendor' }, { user: founder })
    expect(relationId(created.createdBy)).toBe(founder.id)
    await expect(
      createDoc(payload, 'organizations', { name: `Claimed ${uniqueTag()}`, type: 'vendor', createdBy: admin.id }, { user: founder }),
    ).rejects.toMatchObject({ status: 403, message: ORGANIZATION_CREATOR_REFUSED })
    // Nobody joins by their own write (issue 43: membership comes from proof); placed there, they still edit nothing.
    await expect(
      payload.update({ collection: 'users', id: founder.id, data: { organization: created.id }, user: founder, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await payload.update({ collection: 'users', id: founder.id, data: { organization: created.id }, overrideAccess: true })
    const joiner = await member()
    await payload.update({ collection: 'users', id: joiner.id, data: { organization: created.id }, overrideAccess: true })
    for (const user of [await account(founder.id), await account(joiner.id)]) {
      expect(await editAs(user, created.id)).toEqual({ status: 403, stored: false })
      expect(await canEditOrganization(payload, user, created)).toBe(false)
    }
  })
})

describe('organization admins', () => {
  test('the member who creates an organization at profile completion is its first admin and edits it, even when member edits are off', async () => {
    const founder = await member()
    expect(await outcomeOf(completeProfile({ payload, user: founder }, profile(`New ${uniqueTag()}`)))).toEqual({
      ok: true,
      membership: 'member',
    })
    const founded = await account(founder.id)
    expect(founded.organizationAdmin).toBe(true)
    const organizationId = relationId(founded.organization)!
    await payload.update({
      collection: 'organizations',
      id: organizationId,
      data: { userEditable: false },
      user: admin,
      overrideAccess: false,
    })
    expect(await editAs(founded, organizationId)).toEqual({ status: 200, stored: true })

    // Naming an existing one at profile completion makes nobody its admin, nor its member: a request waits (issue 43).
    const joiner = await member()
    const existing = await payload.findByID({ collection: 'organizations', id: organizationId, depth: 0 })
    expect(await outcomeOf(completeProfile({ payload, user: joiner }, profile(existing.name, String(existing.id))))).toEqual({
      ok: true,
      membership: 'requested',
      organizationName: existing.name,
    })
    expect((await account(joiner.id)).organizationAdmin).toBe(false)
    expect(relationId((await account(joiner.id)).organization)).toBeNull()
    expect(await editAs(await account(joiner.id), organizationId)).toEqual({ status: 403, stored: false })
  })

  test('only admins grant the role; it ends with a move to another organization', async () => {
    const company = await organization()
    const other = await organization()
    const user = await member({ organization: company.id })
    const answer = await rest('PATCH', `users/${user.id}`, { token: await tokenOf(payload, user), body: { organizationAdmin: true } })
    expect(answer).toMatchObject({ status: 403, body: { errors: [{ message: ORGANIZATION_ADMIN_REFUSED }] } })
    const granted = await payload.update({
      collection: 'users',
      id: user.id,
      data: { organizationAdmin: true },
      user: admin,
      overrideAccess: false,
    })
    expect(granted.organizationAdmin).toBe(true)
    const moved = await payload.update({
      collection: 'users',
      id: user.id,
      data: { organization: other.id },
      user: admin,
      overrideAccess: false,
    })
    expect(moved.organizationAdmin).toBe(false)
  })

  test('an organization admin sees and removes its members only, not themselves, and a second removal changes nothing', async () => {
    const company = await organization()
    const other = await organization()
    const boss = await organizationAdmin(company.id)
    const colleague = await member({ organization: company.id })
    const outsider = await member({ organization: other.id })

    const { members, totalMembers } = await organizationMembers({ payload, user: boss }, { organizationId: company.id })
    expect(totalMembers).toBe(2)
    expect(members.map((row) => row.id).sort()).toEqual([boss.id, colleague.id].sort())
    // Names, addresses, roles and dates: nothing else of their accounts.
    const shown = ['createdAt', 'email', 'firstName', 'id', 'jobRole', 'lastActiveAt', 'lastName', 'organizationAdmin']
    for (const row of members) expect(shown).toEqual(expect.arrayContaining(Object.keys(row)))
    expect(await outcomeOf(organizationMembers({ payload, user: boss }, { organizationId: other.id }))).toMatchObject({ ok: false })
    expect(await outcomeOf(organizationMembers({ payload, user: colleague }, { organizationId: company.id }))).toMatchObject({ ok: false })
    // An admin asks for any organization: one without members is an empty list, one that does not exist is not found.
    const empty = await organization()
    expect(await organizationMembers({ payload, user: admin }, { organizationId: empty.id })).toMatchObject({
      members: [],
      totalMembers: 0,
    })
    expect(await outcomeOf(organizationMembers({ payload, user: admin }, { organizationId: 999_999_999 }))).toMatchObject({
      ok: false,
      description: 'This organization does not exist.',
    })

    // Over REST: the list and the removal; a plain member and a visitor are refused.
    const bossToken = await tokenOf(payload, boss)
    expect((await rest('GET', `organizations/${company.id}/members`, { token: bossToken })).status).toBe(200)
    expect((await rest('GET', `organizations/${other.id}/members`, { token: bossToken })).status).toBe(403)
    expect((await rest('GET', `organizations/${company.id}/members`, { token: await tokenOf(payload, colleague) })).status).toBe(403)
    expect((await rest('GET', `organizations/${company.id}/members`)).status).toBe(401)
    expect((await rest('DELETE', `organizations/${company.id}/members/${outsider.id}`, { token: bossToken })).status).toBe(404)
    expect((await rest('DELETE', `organizations/${company.id}/members/${boss.id}`, { token: bossToken })).status).toBe(403)
    expect((await rest('DELETE', `organizations/${company.id}/members/${colleague.id}`, { token: bossToken })).status).toBe(200)
    expect(await organizationOf(colleague.id)).toBe(null)
    expect(await organizationOf(outsider.id)).toBe(other.id)
    expect(
      await outcomeOf(removeOrganizationMember({ payload, user: boss }, { organizationId: company.id, memberId: colleague.id })),
    ).toMatchObject({ ok: false, description: 'This member is not in your organization.' })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'users' } }, { documentId: { equals: String(colleague.id) } }] },
      overrideAccess: true,
    })
    expect(audit.docs.map((entry) => entry.summary)).toEqual([`Removed from organization ${company.id} by its organization admin`])
  })

  test('an organization admin invites a colleague into their organization, and no other', async () => {
    const company = await organization()
    const other = await organization()
    const boss = await organizationAdmin(company.id)
    const colleague = await member({ organization: company.id })
    const invitation = await inviteExpert({ payload, user: boss }, { email: `new-${uniqueTag()}@test.example`, organization: company.id })
    expect(relationId(invitation.suggestedOrganization)).toBe(company.id)
    expect(
      await outcomeOf(inviteExpert({ payload, user: boss }, { email: `x-${uniqueTag()}@test.example`, organization: other.id })),
    ).toMatchObject({
      ok: false,
    })
    expect(
      await outcomeOf(inviteExpert({ payload, user: colleague }, { email: `y-${uniqueTag()}@test.example`, organization: company.id })),
    ).toMatchObject({
      ok: false,
    })
  })
})

describe('verified e-mail domains', () => {
  test('an organization admin asks for a domain: public and malformed ones are refused; the link confirms it once; an admin approves; members there join', async () => {
    const tag = uniqueTag()
    const domain = `corp-${tag}.example`
    const company = await organization({ userEditable: true })
    const boss = await organizationAdmin(company.id, `boss@${domain}`)
    const context = { payload, user: boss }

    for (const [typed, address] of [
      ['gmail.com', 'me@gmail.com'],
      ['mail.gmx.de', 'me@mail.gmx.de'],
      ['not a domain', 'me@x'],
    ] as const) {
      expect(await outcomeOf(requestOrganizationDomain(context, { organizationId: company.id, domain: typed, address }))).toMatchObject({
        ok: false,
      })
    }
    expect(
      await outcomeOf(requestOrganizationDomain(context, { organizationId: company.id, domain, address: `it@elsewhere-${tag}.example` })),
    ).toMatchObject({ ok: false, description: `The confirmation address must be at ${domain}.` })
    const colleague = await member({ organization: company.id })
    expect(
      await outcomeOf(
        requestOrganizationDomain({ payload, user: colleague }, { organizationId: company.id, domain, address: `it@${domain}` }),
      ),
    ).toMatchObject({ ok: false })
    // An admin may act for any organization, but only for one that exists, and is told so.
    expect(
      await outcomeOf(requestOrganizationDomain({ payload, user: admin }, { organizationId: 0, domain, address: `it@${domain}` })),
    ).toMatchObject({ ok: false, description: 'This organization does not exist.' })

    const request = await requestOrganizationDomain(context, {
      organizationId: company.id,
      domain: ` @${domain.toUpperCase()} `,
      address: `IT@${domain}`,
    })
    expect(request).toMatchObject({ domain, status: 'unconfirmed' })
    // A repeat within ten minutes is refused; another organization cannot take it.
    expect(
      await outcomeOf(requestOrganizationDomain(context, { organizationId: company.id, domain, address: `it@${domain}` })),
    ).toMatchObject({
      ok: false,
    })
    const rival = await organization()
    const rivalBoss = await organizationAdmin(rival.id)
    expect(
      await outcomeOf(
        requestOrganizationDomain({ payload, user: rivalBoss }, { organizationId: rival.id, domain, address: `x@${domain}` }),
      ),
    ).toMatchObject({ ok: false, description: readErrorText({ key: 'domainTaken' }) })

    // The e-mail to the address at the domain carries the link; its key works (twice is still confirmed), a wrong one does not.
    const [mail] = mailTo(`it@${domain}`)
    expect(mail?.subject).toBe(`Confirm ${domain} for ${company.name}`)
    const key = /organization-domains\/confirm\?key=([\w-]+)/.exec(mail!.text)![1]!
    expect(await outcomeOf(confirmOrganizationDomain(payload, { key: `${key}x` }))).toMatchObject({ ok: false })
    expect(await confirmOrganizationDomain(payload, { key })).toEqual({ domain })
    expect(await confirmOrganizationDomain(payload, { key })).toEqual({ domain })

    // Members with a verified address there: not yet joined, not yet editors.
    const loner = await member({ email: `loner@${domain}` })
    const unverified = await payload.update({
      collection: 'users',
      id: (await member({ email: `new@${domain}` })).id,
      data: { _verified: false },
      overrideAccess: true,
    })
    const elsewhere = await member({ email: `moved@${domain}`, organization: rival.id })
    expect(await organizationOf(loner.id)).toBe(null)

    // The organization admin reads its domains; nobody else but admins.
    expect(
      (await rest('GET', `organization-domains?where[domain][equals]=${domain}`, { token: await tokenOf(payload, boss) })).body?.docs,
    ).toHaveLength(1)
    expect(
      (await rest('GET', `organization-domains?where[domain][equals]=${domain}`, { token: await tokenOf(payload, rivalBoss) })).body?.docs,
    ).toHaveLength(0)
    expect(
      (await rest('PATCH', `organization-domains/${request.id}`, { token: await tokenOf(payload, boss), body: { status: 'verified' } }))
        .status,
    ).toBe(403)

    const approved = await payload.update({
      collection: 'organization-domains',
      id: request.id,
      data: { status: 'verified' },
      user: admin,
      overrideAccess: false,
    })
    expect(relationId(approved.approvedBy)).toBe(admin.id)
    expect(await organizationOf(loner.id)).toBe(company.id)
    expect(await organizationOf(unverified.id)).toBe(null)
    expect(await organizationOf(elsewhere.id)).toBe(rival.id)
    // A new member with a verified address there joins at once; they edit it while member edits are allowed.
    const newcomer = await member({ email: `newcomer@${domain}` })
    expect(await organizationOf(newcomer.id)).toBe(company.id)
    expect(await editAs(await account(newcomer.id), company.id)).toMatchObject({ status: 200, stored: true })
    await payload.update({ collection: 'organizations', id: company.id, data: { userEditable: false }, user: admin, overrideAccess: false })
    expect(await editAs(await account(newcomer.id), company.id)).toEqual({ status: 403, stored: false })
    // Verifying the unverified address joins that member too.
    await payload.update({ collection: 'users', id: unverified.id, data: { _verified: true }, overrideAccess: true })
    expect(await organizationOf(unverified.id)).toBe(company.id)
  })

  test('a domain an admin adds is verified at once; public mail domains are refused to admins too', async () => {
    const company = await organization()
    const domain = `added-${uniqueTag()}.example`
    const added = await createDoc(
      payload,
      'organization-domains',
      { organization: company.id, domain },
      { user: admin, overrideAccess: false },
    )
    expect(added).toMatchObject({ status: 'verified' })
    expect(relationId(added.approvedBy)).toBe(admin.id)
    await expect(
      createDoc(
        payload,
        'organization-domains',
        { organization: company.id, domain: 'outlook.de' },
        { user: admin, overrideAccess: false },
      ),
    ).rejects.toMatchObject({ status: 400 })
    // Deleting the organization takes its domains along.
    await payload.delete({ collection: 'organizations', id: company.id, user: admin, overrideAccess: false })
    expect((await payload.count({ collection: 'organization-domains', where: { domain: { equals: domain } } })).totalDocs).toBe(0)
  })
})
