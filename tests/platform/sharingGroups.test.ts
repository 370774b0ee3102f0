/**
 * Sharing groups (src/lib/platform/memberState/memberStateAnswer.ts, pageViewer.ts): a member's
 * pages are shared with their organization when members of it read restricted material, with
 * every plain member otherwise, and kept for them alone when they read more than their group
 * (TLP:RED naming them) or on their own project's page; a change of who reads a restricted item
 * makes every instance ask again (member-state NOTIFY '*').
 */
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'

import { memberStateFor } from '../../src/lib/platform/memberState/memberStateAnswer'
import { viewerName } from '../../src/lib/platform/pageCache/memberPageFill'
import { MEMBER_STATE_CHANNEL } from '../../src/lib/platform/pageCache/memberSessionMemo'
import { pageViewerFor } from '../../src/lib/platform/pageCache/pageViewer'
import type { Document, Organization, User } from '../../src/payload-types'
import { createOrganizationWithAdmin, createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
const tag = uniqueTag()
let sharing: Organization
let plain: Organization
let sharingMember: User
let plainMember: User
let named: User
let amber: Document

const groupOf = async (user: User, path = '/documents') => {
  const answer = await memberStateFor(getPayload(), user, [])
  return viewerName(pageViewerFor(answer, path))
}

/** What every instance hears on the member-state channel from now on. */
async function listenToMemberState() {
  const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await listener.connect()
  const heard: string[] = []
  listener.on('notification', (message) => heard.push(message.payload ?? ''))
  await listener.query(`LISTEN "${MEMBER_STATE_CHANNEL}"`)
  return { listener, heard }
}

beforeAll(async () => {
  const payload = getPayload()
  ;({ organization: sharing } = await createOrganizationWithAdmin(
    payload,
    { name: `Sharing Works ${tag}`, type: 'industry' },
    `s-${tag}@sharing.example`,
  ))
  ;({ organization: plain } = await createOrganizationWithAdmin(
    payload,
    { name: `Plain Works ${tag}`, type: 'industry' },
    `p-${tag}@plain.example`,
  ))
  sharingMember = await createUser(payload, { email: `reader-${tag}@sharing.example`, organization: sharing.id, firstName: 'Rita' })
  plainMember = await createUser(payload, { email: `member-${tag}@plain.example`, organization: plain.id, firstName: 'Paul' })
  named = await createUser(payload, { email: `named-${tag}@plain.example`, organization: plain.id, firstName: 'Nina' })
  amber = await createDoc(
    payload,
    'documents',
    { title: `Amber plan ${tag}`, company: 'Sharing Works', documentType: 'Playbook', tlp: 'amber', owningOrganization: sharing.id },
    { file: pdfFile(`sharing-amber-${tag}`) },
  )
})

describe('sharing groups', () => {
  test('an organization that reads restricted material is its members’ group; one that reads none shares the plain pages', async () => {
    expect(await groupOf(sharingMember)).toBe(`member@${sharing.id}`)
    expect(await groupOf(plainMember)).toBe('member')
    expect(amber.tlp).toBe('amber')
  })

  test('a member named on a TLP:RED item gets pages kept for them alone; a change of its readers is heard by every instance', async () => {
    const payload = getPayload()
    const { listener, heard } = await listenToMemberState()
    try {
      const red = await createDoc(
        payload,
        'documents',
        { title: `Red plan ${tag}`, company: 'Plain Works', documentType: 'Playbook', tlp: 'red', sharedWithPeople: [named.id] },
        { file: pdfFile(`red-${tag}`) },
      )
      await expect.poll(() => heard.includes('*'), { timeout: 5_000 }).toBe(true)
      expect(await groupOf(named)).toBe(`person:${named.id}`)
      expect(await groupOf(plainMember), 'a colleague not named').toBe('member')
      heard.length = 0
      await payload.update({ collection: 'documents', id: red.id, data: { tlp: 'green', sharedWithPeople: [] }, overrideAccess: true })
      await expect.poll(() => heard.includes('*'), { timeout: 5_000 }).toBe(true)
      expect(await groupOf(named)).toBe('member')
    } finally {
      await listener.end()
    }
  })

  test("a project's owner gets its page for them alone, every other page their group's; becoming one is heard at once", async () => {
    const payload = getPayload()
    const project = await createDoc(payload, 'projects', { title: `Owned ${tag}`, type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    const { listener, heard } = await listenToMemberState()
    try {
      await payload.create({
        collection: 'project-members',
        data: { project: project.id, user: sharingMember.id, role: 'owner' },
        overrideAccess: true,
      })
      await expect.poll(() => heard.some((ids) => ids.split(',').includes(String(sharingMember.id))), { timeout: 5_000 }).toBe(true)
    } finally {
      await listener.end()
    }
    expect(await groupOf(sharingMember, `/projects/${project.id}`)).toBe(`person:${sharingMember.id}`)
    expect(await groupOf(sharingMember, `/de/projects/${project.id}`)).toBe(`person:${sharingMember.id}`)
    expect(await groupOf(sharingMember, '/projects')).toBe(`member@${sharing.id}`)
    expect(await groupOf(plainMember, `/projects/${project.id}`)).toBe('member')
  })
})
