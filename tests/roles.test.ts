/** Only a super admin changes a role: at sign-up, on one's own account, or anyone else's. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { type Actors, createActors, uniqueTag } from './support/actors'
import { createDoc } from './support/create'
import { usePayload } from './support/payload'

const getPayload = usePayload()
let payload: Payload
let actors: Actors

beforeAll(async () => {
  payload = getPayload()
  actors = await createActors(payload)
})

const roleOf = async (id: number) => (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })).role

describe('role escalation is refused', () => {
  test('signing up with role admin creates a community user', async () => {
    const user = await createDoc(
      payload,
      'users',
      { email: `escalate-${uniqueTag()}@test.example`, password: 'test-password', role: 'admin' },
      { overrideAccess: false },
    )
    expect(await roleOf(user.id)).toBe('community_user')
  })

  test('signing up with role super_admin creates a community user', async () => {
    const user = await createDoc(
      payload,
      'users',
      { email: `escalate-${uniqueTag()}@test.example`, password: 'test-password', role: 'super_admin' },
      { overrideAccess: false },
    )
    expect(await roleOf(user.id)).toBe('community_user')
  })

  // A role change by anyone but a super admin is refused outright (403), not silently dropped.
  test('a member cannot raise their own role', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: actors.member.id,
        data: { role: 'admin', jobRole: 'Still a member' },
        user: actors.member,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await roleOf(actors.member.id)).toBe('community_user')
  })

  test('an admin cannot raise their own role to super admin', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: actors.admin.id,
        data: { role: 'super_admin' },
        user: actors.admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await roleOf(actors.admin.id)).toBe('admin')
  })

  test("an admin cannot change a member's role", async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: actors.otherMember.id,
        data: { role: 'admin' },
        user: actors.admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await roleOf(actors.otherMember.id)).toBe('community_user')
  })

  test('a member may send their unchanged role along with a profile edit', async () => {
    await payload.update({
      collection: 'users',
      id: actors.member.id,
      data: { role: 'community_user', jobRole: 'Still a member' },
      user: actors.member,
      overrideAccess: false,
    })
    expect(await roleOf(actors.member.id)).toBe('community_user')
  })

  test('an admin can neither change nor delete a super admin account', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: actors.superAdmin.id,
        data: { email: `taken-over-${uniqueTag()}@test.example` },
        user: actors.admin,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({ collection: 'users', id: actors.superAdmin.id, user: actors.admin, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('a super admin manages roles', () => {
  test("a super admin changes a member's role and back", async () => {
    await payload.update({
      collection: 'users',
      id: actors.otherMember.id,
      data: { role: 'admin' },
      user: actors.superAdmin,
      overrideAccess: false,
    })
    expect(await roleOf(actors.otherMember.id)).toBe('admin')
    await payload.update({
      collection: 'users',
      id: actors.otherMember.id,
      data: { role: 'community_user' },
      user: actors.superAdmin,
      overrideAccess: false,
    })
    expect(await roleOf(actors.otherMember.id)).toBe('community_user')
  })

  test('a super admin creates an admin directly', async () => {
    const user = await createDoc(
      payload,
      'users',
      { email: `new-admin-${uniqueTag()}@test.example`, password: 'test-password', role: 'admin' },
      { user: actors.superAdmin },
    )
    expect(await roleOf(user.id)).toBe('admin')
  })
})

describe('private fields stay private', () => {
  test("a visitor and another member cannot find a member's e-mail", async () => {
    const where = { email: { equals: actors.member.email } }
    await expect(payload.find({ collection: 'users', where, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    const asOther = await payload.find({ collection: 'users', where, user: actors.otherMember, overrideAccess: false })
    expect(asOther.totalDocs).toBe(0)
  })

  test('only admins reach the admin panel', async () => {
    const canAccessAdmin = payload.collections.users.config.access.admin!
    const allowed = async (user: unknown) => canAccessAdmin({ req: { user, payload } as never })
    expect(await allowed(null)).toBe(false)
    expect(await allowed(actors.member)).toBe(false)
    expect(await allowed(actors.admin)).toBe(true)
    expect(await allowed(actors.superAdmin)).toBe(true)
  })
})
