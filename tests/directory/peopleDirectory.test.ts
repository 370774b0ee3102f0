/**
 * The people directory (issue 22): members opt in on their profile and show only what they
 * choose; searches and filters only ever see what is shown; blocks hide both ways and refuse
 * contact requests; a contact request reaches the recipient by notice and e-mail without the
 * sender's address, and the addresses are shared only on accept; the API cannot list the
 * directory in bulk or read a blocked member.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { updateOwnAccount } from '../../src/lib/accounts/users/updateOwnAccount'
import { answerContactRequest } from '../../src/lib/directory/answerContactRequest'
import { blockMember } from '../../src/lib/directory/blockMember'
import { reportMember } from '../../src/lib/directory/reportMember'
import { directoryProfileOf, searchDirectory } from '../../src/lib/directory/searchDirectory'
import { sendContactRequest } from '../../src/lib/directory/sendContactRequest'
import { unblockMember } from '../../src/lib/directory/unblockMember'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { runNotificationJob } from '../support/jobs'
import { mailTo, waitForMail } from '../support/mail'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
let payload: Payload
const tag = uniqueTag()
const sector = `Chemical & Petrochemical ${tag}`
const otherSector = `Water Treatment ${tag}`

const as = (user: User) => ({ payload, user })
const fresh = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })

async function member(name: string, organization: number, data: Partial<User> = {}) {
  const user = await createUser(payload, { email: `${name.toLowerCase()}-${tag}@example.com`, firstName: name, organization })
  return payload.update({ collection: 'users', id: user.id, data: { lastName: `Dir${tag}`, ...data }, overrideAccess: true })
}
const optIn = async (user: User, shown: Partial<NonNullable<User['directory']>> = {}) =>
  updateOwnAccount(as(await fresh(user)), { directory: { listed: true, ...shown } })
const optOut = async (user: User) => updateOwnAccount(as(await fresh(user)), { directory: { listed: false } })
const names = (found: { docs: { name: string }[] }) => found.docs.map((doc) => doc.name).sort()

async function graphql(query: string, token: string) {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, { docs: unknown[]; totalDocs: number } | null>; errors?: unknown[] }
}

let maria: User
let tom: User
let hidden: User
let reader: User

beforeAll(async () => {
  payload = given.payload
  const chemical = await payload.create({
    collection: 'organizations',
    data: { name: `Rhein Chemie ${tag}`, type: 'industry', sector, userEditable: true },
    overrideAccess: true,
  })
  const water = await payload.create({
    collection: 'organizations',
    data: { name: `Stadtwerke ${tag}`, type: 'industry', sector: otherSector, userEditable: true },
    overrideAccess: true,
  })
  maria = await member('Maria', chemical.id, { jobRole: 'Process engineer', workingIn: 'OT', interestedInNetworking: true })
  tom = await member('Tom', water.id, { workingIn: 'IT' })
  hidden = await member('Hanna', chemical.id, { jobRole: 'Secret role', workingIn: 'IT', interestedInResearch: true })
  reader = await member('Rita', water.id)
})

describe('opting in and out', () => {
  test('nobody is listed until they opt in; opting out removes them at once', async () => {
    expect(names(await searchDirectory(payload, tom, { q: `Dir${tag}` }))).toEqual([])
    await optIn(maria)
    const found = await searchDirectory(payload, tom, { sector })
    expect(found.docs).toEqual([
      expect.objectContaining({
        name: `Maria Dir${tag}`,
        jobRole: 'Process engineer',
        organizationName: `Rhein Chemie ${tag}`,
        sector,
        workingIn: 'OT',
        interests: ['Networking'],
      }),
    ])
    await optOut(maria)
    expect((await searchDirectory(payload, tom, { sector })).totalDocs).toBe(0)
    await optIn(maria)
  })

  test('only what a member shows is stored, so searching by a hidden field finds nothing', async () => {
    await optIn(hidden, { showJobRole: false, showOrganization: false, showSector: false, showWorkingIn: false, showInterests: false })
    const row = (await payload.find({ collection: 'directory-profiles', where: { member: { equals: hidden.id } }, overrideAccess: true }))
      .docs[0]!
    expect(row).toMatchObject({
      name: `Hanna Dir${tag}`,
      jobRole: null,
      organizationName: null,
      sector: null,
      workingIn: null,
      interests: [],
    })
    expect(names(await searchDirectory(payload, tom, { sector }))).toEqual([`Maria Dir${tag}`])
    expect(names(await searchDirectory(payload, tom, { q: 'Secret' }))).toEqual([])
    expect(names(await searchDirectory(payload, tom, { q: `Rhein Chemie ${tag}` }))).toEqual([`Maria Dir${tag}`])
    expect(names(await searchDirectory(payload, tom, { q: `Dir${tag}`, workingIn: 'IT' }))).toEqual([])
    expect(names(await searchDirectory(payload, tom, { q: `Dir${tag}`, interest: 'Research' }))).toEqual([])
    expect(names(await searchDirectory(payload, tom, { q: `Dir${tag}`, interest: 'Networking' }))).toEqual([`Maria Dir${tag}`])
    // The hidden bookkeeping is not readable, so not searchable either.
    const byOrganization = await rest('GET', `directory-profiles?where[organization][exists]=true&depth=0`, {
      token: await tokenOf(payload, tom),
    })
    expect(byOrganization.status, JSON.stringify(byOrganization.body)).toBe(400)
  })

  test("an organization's new name and sector reach the rows of the members who show them", async () => {
    const organization = (await fresh(maria)).organization as number
    await payload.update({ collection: 'organizations', id: organization, data: { name: `Rhein Chemie AG ${tag}` }, overrideAccess: true })
    expect((await directoryProfileOf(payload, tom, maria.id))?.organizationName).toBe(`Rhein Chemie AG ${tag}`)
    const row = await payload.find({ collection: 'directory-profiles', where: { member: { equals: hidden.id } }, overrideAccess: true })
    expect(row.docs[0]?.organizationName).toBeNull()
  })
})

describe('contact requests', () => {
  test('the recipient is told and e-mailed the name and message, never the address; accepting shares both addresses', async () => {
    await optIn(tom)
    await sendContactRequest(as(tom), { recipientId: maria.id, message: 'Shall we compare notes on OPC UA?' })
    // A double click stores one request.
    await sendContactRequest(as(tom), { recipientId: maria.id, message: 'Shall we compare notes on OPC UA?' })
    const requests = await payload.find({ collection: 'contact-requests', where: { sender: { equals: tom.id } }, overrideAccess: true })
    expect(requests.docs).toHaveLength(1)
    const request = requests.docs[0]!
    const notices = await payload.find({
      collection: 'notifications',
      where: { recipient: { equals: maria.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(notices.docs.map((notice) => [notice.kind, notice.actor])).toEqual([['contact-request', tom.id]])

    await runNotificationJob(payload)
    const [mail] = await waitForMail(maria.email, 1)
    expect(mail!.text).toContain('Tom Dir')
    expect(mail!.text).toContain('Shall we compare notes on OPC UA?')
    expect(mail!.raw).not.toContain(tom.email)

    // Only the recipient answers; before that the sender cannot read the recipient's address anywhere.
    await expect(answerContactRequest(as(tom), { requestId: request.id, answer: 'accepted' })).rejects.toThrow('does not exist')
    await answerContactRequest(as(maria), { requestId: request.id, answer: 'accepted' })
    await answerContactRequest(as(maria), { requestId: request.id, answer: 'accepted' })
    await expect(answerContactRequest(as(maria), { requestId: request.id, answer: 'declined' })).rejects.toThrow('already been answered')
    const told = await payload.find({ collection: 'notifications', where: { recipient: { equals: tom.id } }, overrideAccess: true })
    expect(told.docs.map((notice) => notice.kind)).toEqual(['contact-accepted'])
  })

  test('a declined request shares nothing; the pair may ask again afterwards', async () => {
    await optIn(reader)
    await sendContactRequest(as(reader), { recipientId: maria.id, message: 'Hello' })
    const [request] = (
      await payload.find({ collection: 'contact-requests', where: { sender: { equals: reader.id } }, overrideAccess: true })
    ).docs
    // The other side's open request is refused as a duplicate, not stored twice.
    await expect(sendContactRequest(as(maria), { recipientId: reader.id, message: 'Hi' })).rejects.toThrow(
      'already an open contact request',
    )
    await answerContactRequest(as(maria), { requestId: request!.id, answer: 'declined' })
    const toReader = await payload.find({ collection: 'notifications', where: { recipient: { equals: reader.id } }, overrideAccess: true })
    expect(toReader.docs).toEqual([])
    await sendContactRequest(as(reader), { recipientId: maria.id, message: 'Second try' })
  })

  test('no request to oneself or to a member not listed; at most ten a day', async () => {
    await expect(sendContactRequest(as(tom), { recipientId: tom.id, message: 'Me' })).rejects.toThrow('yourself')
    const unlisted = await member('Ulla', (await fresh(tom)).organization as number)
    await expect(sendContactRequest(as(tom), { recipientId: unlisted.id, message: 'Hi' })).rejects.toThrow('not in the people directory')
    const sender = await member('Sam', (await fresh(tom)).organization as number)
    const recipients: User[] = []
    for (let i = 0; i < 11; i++) {
      const recipient = await member(`Rec${i}`, (await fresh(tom)).organization as number)
      await optIn(recipient)
      recipients.push(recipient)
    }
    for (const recipient of recipients.slice(0, 10)) await sendContactRequest(as(sender), { recipientId: recipient.id, message: 'Hi' })
    await expect(sendContactRequest(as(sender), { recipientId: recipients[10]!.id, message: 'Hi' })).rejects.toThrow(
      'at most 10 contact requests in 24 hours',
    )
  })
})

describe('blocks and reports', () => {
  test('a block hides both from each other, refuses requests both ways and declines the open one', async () => {
    const blocker = await member('Bea', (await fresh(tom)).organization as number)
    const blocked = await member('Bob', (await fresh(tom)).organization as number)
    await optIn(blocker)
    await optIn(blocked)
    await sendContactRequest(as(blocked), { recipientId: blocker.id, message: 'Hi' })
    await blockMember(as(blocker), { memberId: blocked.id })
    await blockMember(as(blocker), { memberId: blocked.id })
    expect(await directoryProfileOf(payload, blocker, blocked.id)).toBeNull()
    expect(await directoryProfileOf(payload, blocked, blocker.id)).toBeNull()
    expect(await directoryProfileOf(payload, tom, blocker.id)).not.toBeNull()
    const [open] = (await payload.find({ collection: 'contact-requests', where: { sender: { equals: blocked.id } }, overrideAccess: true }))
      .docs
    expect(open?.status).toBe('declined')
    await expect(sendContactRequest(as(blocked), { recipientId: blocker.id, message: 'Again' })).rejects.toThrow(
      'not in the people directory',
    )
    await expect(sendContactRequest(as(blocker), { recipientId: blocked.id, message: 'Hi' })).rejects.toThrow('not in the people directory')
    // REST cannot read the blocked member's row either.
    const token = await tokenOf(payload, blocked)
    const byId = await rest('GET', `directory-profiles?where[member][equals]=${blocker.id}`, { token })
    expect(byId.body?.docs, JSON.stringify(byId.body)).toEqual([])
    await unblockMember(as(blocker), { memberId: blocked.id })
    expect(await directoryProfileOf(payload, blocked, blocker.id)).not.toBeNull()
    await expect(blockMember(as(blocker), { memberId: blocker.id })).rejects.toThrow('cannot block yourself')
  })

  test('a report is stored once and only admins read it', async () => {
    await reportMember(as(tom), { memberId: hidden.id, reason: 'Spam' })
    await reportMember(as(tom), { memberId: hidden.id, reason: 'Spam again' })
    const reports = await payload.find({ collection: 'member-reports', where: { reporter: { equals: tom.id } }, overrideAccess: true })
    expect(reports.docs.map((report) => report.reason)).toEqual(['Spam'])
    expect((await rest('GET', 'member-reports', { token: await tokenOf(payload, tom) })).status).toBe(403)
    await expect(reportMember(as(tom), { memberId: tom.id, reason: 'Me' })).rejects.toThrow('cannot report yourself')
  })
})

describe('scraping', () => {
  test('REST and GraphQL give a member at most 20 profiles a page and no page after 50', async () => {
    const token = await tokenOf(payload, tom)
    const many = await rest('GET', 'directory-profiles?limit=100&depth=0', { token })
    expect(many.status).toBe(200)
    expect(many.body?.docs?.length).toBeLessThanOrEqual(20)
    expect(many.body?.limit).toBe(20)
    const unpaginated = await rest('GET', 'directory-profiles?pagination=false&limit=100', { token })
    expect(unpaginated.body?.limit).toBe(20)
    expect((await rest('GET', 'directory-profiles?page=51', { token })).status).toBe(400)
    const answer = await graphql('{ DirectoryProfiles(limit: 100) { docs { name } limit } }', token)
    expect((answer.data?.DirectoryProfiles as unknown as { limit: number }).limit).toBe(20)
    // Members cannot write the directory, only their hooks do.
    expect((await rest('POST', 'directory-profiles', { token, body: { name: 'Fake', member: tom.id } })).status).toBe(403)
    expect(mailTo(tom.email).every((mail) => !mail.raw.includes(maria.email))).toBe(true)
  })
})
