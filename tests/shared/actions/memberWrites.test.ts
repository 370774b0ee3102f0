/**
 * The member's writes as domain functions (src/lib/<concept>/[<part>/]<verb>.ts), on the real database:
 * each acts as the member, so the collections' access and hooks decide, and a repeated write is
 * the same success.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { updateOwnAccount } from '../../../src/lib/accounts/users/updateOwnAccount'
import { regenerateFeedKey } from '../../../src/lib/events/calendar/regenerateFeedKey'
import { saveOwnOrganization } from '../../../src/lib/organizations/saveOwnOrganization'
import { LOGO_NOT_AN_IMAGE, uploadOrganizationLogo } from '../../../src/lib/organizations/uploadOrganizationLogo'
import { applyToProject } from '../../../src/lib/projects/applyToProject'
import { isAppError } from '../../../src/lib/shared/errors/appError'
import { readErrorText } from '../../../src/lib/shared/errors/errorText'
import { createUser, uniqueTag } from '../../support/actors'
import { createDoc } from '../../support/create'
import { usePayload } from '../../support/payload'

const getPayload = usePayload()
let payload: Payload
beforeAll(() => {
  payload = getPayload()
})

const member = () => createUser(payload, { email: `writer-${uniqueTag()}@example.com` })

describe('applyToProject', () => {
  test('applies once, however often it is called; a closed project refuses with CONFLICT', async () => {
    const user = await member()
    const open = await createDoc(payload, 'projects', { title: 'Open call', type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    await Promise.all([1, 2, 3].map(() => applyToProject({ payload, user }, { projectId: open.id, message: 'Count me in' })))
    const mine = await payload.count({
      collection: 'project-applications',
      where: { user: { equals: user.id }, project: { equals: open.id } },
    })
    expect(mine.totalDocs).toBe(1)

    const closed = await createDoc(payload, 'projects', {
      title: 'Closed',
      type: 'Research',
      startDate: '2030-01-01T00:00:00Z',
      state: 'closed',
    })
    const refusal = await applyToProject({ payload, user }, { projectId: closed.id, message: '' }).catch((error: unknown) => error)
    expect(isAppError(refusal) && refusal.code).toBe('CONFLICT')
  })
})

describe('regenerateFeedKey', () => {
  test("writes a new key on the member's own row only", async () => {
    const [user, other] = [await member(), await member()]
    const first = await regenerateFeedKey({ payload, user })
    const second = await regenerateFeedKey({ payload, user })
    expect(second).not.toBe(first)
    const read = async (id: number) =>
      (await payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })).calendarFeedKey
    expect(await read(user.id)).toBe(second)
    expect(await read(other.id)).toBeFalsy()
  })
})

describe('saveOwnOrganization and updateOwnAccount', () => {
  test('a member without one creates an organization and joins it; the next save edits it', async () => {
    let user = await member()
    const name = `Own Works ${uniqueTag()}`
    expect(await saveOwnOrganization({ payload, user }, { name, type: 'industry', sector: 'Mining' })).toBe('created')
    user = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    expect(user.organization).toBeTruthy()
    expect(await saveOwnOrganization({ payload, user }, { name: `${name} II`, type: 'industry', sector: null })).toBe('updated')
    const organization = await payload.findByID({ collection: 'organizations', id: user.organization as number, depth: 0 })
    expect(organization).toMatchObject({ name: `${name} II`, sector: null })
  })

  test("updateOwnAccount changes the member's own profile as the member: a role is not theirs to set", async () => {
    const user = await member()
    await updateOwnAccount({ payload, user }, { jobRole: 'Plant engineer' })
    expect((await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).jobRole).toBe('Plant engineer')
    await expect(updateOwnAccount({ payload, user }, { role: 'admin' })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).role).toBe('community_user')
  })

  test('a logo that is not an image is refused with INVALID_INPUT before anything is stored', async () => {
    const user = await member()
    const before = await payload.count({ collection: 'media' })
    const file = new File(['not a picture'], 'logo.txt', { type: 'text/plain' })
    const refusal = await uploadOrganizationLogo({ payload, user }, { file, organizationName: 'X' }).catch((error: unknown) => error)
    expect(isAppError(refusal) && refusal.code).toBe('INVALID_INPUT')
    expect((refusal as Error).message).toBe(readErrorText(LOGO_NOT_AN_IMAGE))
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })
})
