/** Only a super admin changes a role: at sign-up, on one's own account, or anyone else's. */
import { describe, expect, test } from 'vitest'

import { signUp } from '../../src/lib/accounts/auth/signUp'
import type { User } from '../../src/payload-types'
import { type ActorName, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'

const given = useActors()

type Person = Exclude<ActorName, 'visitor'>

const roleOf = async (id: number) => (await given.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })).role
/** `by` changes the account of `whose`, with access enforced, as the profile page and the admin panel do. */
const changeAccount = (by: Person, whose: Person, data: Partial<User>) =>
  given.payload.update({ collection: 'users', id: given.actors[whose].id, data, user: given.actors[by], overrideAccess: false })

describe('role escalation is refused', () => {
  test.each(['admin', 'super_admin'] as const)('signing up with role %s creates a community user', async (role) => {
    const email = `escalate-${uniqueTag()}@test.example`
    // A visitor's create through the API is refused outright (sign-up is /auth's) ...
    await expect(
      createDoc(given.payload, 'users', { email, password: 'test-password', role }, { overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    // ... and the sign-up takes the address and password only, whatever else is posted.
    await signUp({ payload: given.payload, user: null }, { email, password: 'test-password', role } as Parameters<typeof signUp>[1])
    const { docs } = await given.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs.map((user) => user.role)).toEqual(['community_user'])
  })

  // A role change by anyone but a super admin is refused outright (403), not silently dropped.
  const refusedChanges: { name: string; by: Person; whose: Person; data: Partial<User>; stays: User['role'] }[] = [
    {
      name: 'a member cannot raise their own role',
      by: 'member',
      whose: 'member',
      data: { role: 'admin', jobRole: 'Still a member' },
      stays: 'community_user',
    },
    {
      name: 'an admin cannot raise their own role to super admin',
      by: 'admin',
      whose: 'admin',
      data: { role: 'super_admin' },
      stays: 'admin',
    },
    { name: "an admin cannot change a member's role", by: 'admin', whose: 'otherMember', data: { role: 'admin' }, stays: 'community_user' },
  ]
  for (const { name, by, whose, data, stays } of refusedChanges) {
    test(name, async () => {
      await expect(changeAccount(by, whose, data)).rejects.toMatchObject({ status: 403 })
      expect(await roleOf(given.actors[whose].id)).toBe(stays)
    })
  }

  test('a member may send their unchanged role along with a profile edit', async () => {
    await changeAccount('member', 'member', { role: 'community_user', jobRole: 'Still a member' })
    expect(await roleOf(given.actors.member.id)).toBe('community_user')
  })

  test('an admin can neither change nor delete a super admin account', async () => {
    await expect(changeAccount('admin', 'superAdmin', { email: `taken-over-${uniqueTag()}@test.example` })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      given.payload.delete({ collection: 'users', id: given.actors.superAdmin.id, user: given.actors.admin, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('a super admin manages roles', () => {
  test("a super admin changes a member's role and back", async () => {
    await changeAccount('superAdmin', 'otherMember', { role: 'admin' })
    expect(await roleOf(given.actors.otherMember.id)).toBe('admin')
    await changeAccount('superAdmin', 'otherMember', { role: 'community_user' })
    expect(await roleOf(given.actors.otherMember.id)).toBe('community_user')
  })

  test('a super admin creates an admin directly', async () => {
    const user = await createDoc(
      given.payload,
      'users',
      { email: `new-admin-${uniqueTag()}@test.example`, password: 'test-password', role: 'admin' },
      { user: given.actors.superAdmin },
    )
    expect(await roleOf(user.id)).toBe('admin')
  })
})

describe('private fields stay private', () => {
  test("a visitor and another member cannot find a member's e-mail", async () => {
    const where = { email: { equals: given.actors.member.email } }
    await expect(given.payload.find({ collection: 'users', where, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    const asOther = await given.payload.find({ collection: 'users', where, user: given.actors.otherMember, overrideAccess: false })
    expect(asOther.totalDocs).toBe(0)
  })

  test('only admins reach the admin panel', async () => {
    const canAccessAdmin = given.payload.collections.users.config.access.admin!
    const allowed = async (user: unknown) => canAccessAdmin({ req: { user, payload: given.payload } as never })
    expect(await allowed(null)).toBe(false)
    expect(await allowed(given.actors.member)).toBe(false)
    expect(await allowed(given.actors.admin)).toBe(true)
    expect(await allowed(given.actors.superAdmin)).toBe(true)
  })
})
