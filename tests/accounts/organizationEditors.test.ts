/**
 * Who edits an organization (issue 16 item 5): joining one is open, editing it is for its
 * creator or members with a verified address at one of its admin-set domains, while admins
 * allow member edits; a member's organization changes only by the profile rules.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { canEditOrganization, hasVerifiedEmail } from '../../access/organizationAccess'
import { ORGANIZATION_CREATOR_REFUSED, ORGANIZATION_DOMAINS_REFUSED } from '../../collections/Organizations'
import { ORGANIZATION_CHANGE_REFUSED } from '../../hooks/users/refuseOrganizationChangeByMember'
import { readErrorText } from '../../src/lib/errors/errorText'
import { relationId } from '../../src/lib/ids/relationId'
import { completeProfile } from '../../src/lib/users/completeProfile'
import type { Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
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
const sectorOf = async (id: number) => (await payload.findByID({ collection: 'organizations', id, depth: 0 })).sector ?? null
const organizationOf = async (id: number) => relationId((await payload.findByID({ collection: 'users', id, depth: 0 })).organization)
/** PATCH /api/organizations/{id} as the user: the status, and whether the sector changed. */
const editAs = async (user: User, id: number) => {
  const sector = `Sector ${uniqueTag()}`
  const answer = await rest('PATCH', `organizations/${id}`, { token: await tokenOf(payload, user), body: { sector } })
  return { status: answer.status, stored: (await sectorOf(id)) === sector }
}

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
    // The unchanged organization is no change.
    expect((await rest('PATCH', `users/${attacker.id}`, { token, body: { organization: own.id, jobRole: 'Tester' } })).status).toBe(200)
  })

  test('a member without an organization joins any, and still cannot edit it though it is open to member edits', async () => {
    const founder = await member()
    const target = await organization({ createdBy: founder.id })
    const joiner = await member()
    const token = await tokenOf(payload, joiner)
    expect((await rest('PATCH', `users/${joiner.id}`, { token, body: { organization: target.id } })).status).toBe(200)
    expect(await organizationOf(joiner.id)).toBe(target.id)
    const refreshed = await payload.findByID({ collection: 'users', id: joiner.id, depth: 0 })
    expect(await editAs(refreshed, target.id)).toEqual({ status: 403, stored: false })
    expect(canEditOrganization(refreshed, target)).toBe(false)
  })
})

describe('who edits', () => {
  test('the member who creates an organization is its creator and edits it while member edits are allowed, until an admin says otherwise', async () => {
    const founder = await member()
    // A member names no creator: the server makes them the creator.
    await expect(
      createDoc(payload, 'organizations', { name: `Claimed ${uniqueTag()}`, type: 'vendor', createdBy: admin.id }, { user: founder }),
    ).rejects.toMatchObject({ status: 403, message: ORGANIZATION_CREATOR_REFUSED })
    const created = await createDoc(payload, 'organizations', { name: `Founded ${uniqueTag()}`, type: 'vendor' }, { user: founder })
    expect(relationId(created.createdBy)).toBe(founder.id)
    expect(created.userEditable).toBe(true)
    await payload.update({ collection: 'users', id: founder.id, data: { organization: created.id }, user: founder, overrideAccess: false })
    const joined = await payload.findByID({ collection: 'users', id: founder.id, depth: 0 })
    expect(await editAs(joined, created.id)).toMatchObject({ status: 200, stored: true })
    expect(canEditOrganization(joined, created)).toBe(true)

    // Members cannot hand the creator role on, nor set domains.
    const token = await tokenOf(payload, joined)
    const stranger = await member()
    const handOver = await rest('PATCH', `organizations/${created.id}`, { token, body: { createdBy: stranger.id } })
    expect(handOver).toMatchObject({ status: 403, body: { errors: [{ message: ORGANIZATION_CREATOR_REFUSED }] } })
    expect(relationId((await payload.findByID({ collection: 'organizations', id: created.id, depth: 0 })).createdBy)).toBe(founder.id)
    const domains = await rest('PATCH', `organizations/${created.id}`, { token, body: { domains: ['test.example'] } })
    expect(domains).toMatchObject({ status: 403, body: { errors: [{ message: ORGANIZATION_DOMAINS_REFUSED }] } })

    await payload.update({ collection: 'organizations', id: created.id, data: { userEditable: false }, user: admin, overrideAccess: false })
    expect((await editAs(joined, created.id)).stored).toBe(false)
    await payload.update({
      collection: 'organizations',
      id: created.id,
      data: { userEditable: true, createdBy: null },
      user: admin,
      overrideAccess: false,
    })
    expect((await editAs(joined, created.id)).stored).toBe(false)
  })

  test("members with a verified address at one of the organization's domains edit it; an unverified one does not", async () => {
    const tag = uniqueTag()
    const company = await organization({ domains: [`Corp-${tag}.Example`, `@other-${tag}.example`] })
    expect(company.domains).toEqual([`corp-${tag}.example`, `other-${tag}.example`])
    const colleague = await member({ organization: company.id, email: `ada@corp-${tag}.example` })
    const outsider = await member({ organization: company.id, email: `eve@elsewhere-${tag}.example` })
    expect(await editAs(colleague, company.id)).toMatchObject({ status: 200, stored: true })
    expect(await editAs(outsider, company.id)).toEqual({ status: 403, stored: false })

    // auth.verify's `_verified`: false is unverified; true or absent counts as verified.
    expect([hasVerifiedEmail({ _verified: false }), hasVerifiedEmail({ _verified: true }), hasVerifiedEmail({})]).toEqual([
      false,
      true,
      true,
    ])
    const unverified = { ...colleague, _verified: false } as User
    expect(canEditOrganization(unverified, company)).toBe(false)
    await expect(
      payload.update({ collection: 'organizations', id: company.id, data: { sector: 'Mining' }, user: unverified, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    expect(canEditOrganization(colleague, company)).toBe(true)
  })

  test('admins set domains and creators; invalid domains are refused', async () => {
    const company = await organization()
    await expect(
      payload.update({
        collection: 'organizations',
        id: company.id,
        data: { domains: ['not a domain'] },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({
        collection: 'organizations',
        id: company.id,
        data: { domains: 'example.com' as never },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({ collection: 'organizations', id: company.id, data: { domains: ['@'] }, user: admin, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
    // Payload's own checks stay: at most 20 domains.
    await expect(
      payload.update({
        collection: 'organizations',
        id: company.id,
        data: { domains: Array.from({ length: 21 }, (_, index) => `d${index}.example`) },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
    const updated = await payload.update({
      collection: 'organizations',
      id: company.id,
      data: { domains: ['example.com'] },
      user: admin,
      overrideAccess: false,
    })
    expect(updated.domains).toEqual(['example.com'])
  })
})

describe('profile completion keeps to the profile rules', () => {
  const input = (company: string, companyId = '') => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobRole: 'Engineer',
    company,
    companyId,
    companyType: 'industry' as const,
  })

  test('a member who has an organization keeps it, unless an admin suggested another in an invitation', async () => {
    const own = await organization()
    const other = await organization()
    const user = await member({ organization: own.id })
    expect(await outcomeOf(completeProfile({ payload, user }, input(other.name, String(other.id))))).toEqual({
      ok: false,
      title: 'Error updating profile',
      description: readErrorText(ORGANIZATION_CHANGE_REFUSED),
    })
    expect(await organizationOf(user.id)).toBe(own.id)
    expect(await outcomeOf(completeProfile({ payload, user }, input(own.name, String(own.id))))).toEqual({ ok: true })

    const invitation = await createDoc(
      payload,
      'invitations',
      { email: user.email, suggestedOrganization: other.id },
      { user: admin, overrideAccess: false },
    )
    const moved = await outcomeOf(
      completeProfile({ payload, user }, { ...input(other.name, String(other.id)), invite: String(invitation.id) }),
    )
    expect(moved).toEqual({ ok: true })
    expect(await organizationOf(user.id)).toBe(other.id)
  })

  test('a member without one joins an existing organization or creates one they may edit', async () => {
    const existing = await organization()
    const joiner = await member()
    expect(await outcomeOf(completeProfile({ payload, user: joiner }, input(existing.name, String(existing.id))))).toEqual({ ok: true })
    expect(await organizationOf(joiner.id)).toBe(existing.id)

    const founder = await member()
    expect(await outcomeOf(completeProfile({ payload, user: founder }, input(`New ${uniqueTag()}`)))).toEqual({ ok: true })
    const founded = await payload.findByID({ collection: 'organizations', id: (await organizationOf(founder.id))!, depth: 0 })
    expect(relationId(founded.createdBy)).toBe(founder.id)
  })
})
