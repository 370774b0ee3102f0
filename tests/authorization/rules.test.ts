/** The server-side rules the access matrix does not show: hooks, forced values, files, cascades. */
import { handleEndpoints } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { ADMIN_INVITATION_FIELDS_REFUSED } from '../../collections/Invitations'
import { ORGANIZATION_HAS_MEMBERS } from '../../hooks/organizations/refuseDeleteWhileMembers'
import type { Document, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile, pngFile } from '../support/files'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : value)

describe('organizations', () => {
  test('deleting an organization with members is refused with the spec message; without members it succeeds', async () => {
    const organization = await createDoc(given.payload, 'organizations', { name: `Busy ${uniqueTag()}`, type: 'industry' })
    const member = await createUser(given.payload, { email: `busy-${uniqueTag()}@test.example`, organization: organization.id })
    await expect(
      given.payload.delete({ collection: 'organizations', id: organization.id, user: given.actors.admin, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 409, message: ORGANIZATION_HAS_MEMBERS })
    expect(ORGANIZATION_HAS_MEMBERS).toBe('This organization has members. Please remove all members before deleting.')

    await given.payload.update({ collection: 'users', id: member.id, data: { organization: null } })
    await given.payload.delete({ collection: 'organizations', id: organization.id, user: given.actors.admin, overrideAccess: false })
    expect(await given.payload.findByID({ collection: 'organizations', id: organization.id, disableErrors: true })).toBeNull()
  })

  test('visitors never see vendors; members do', async () => {
    const vendor = await createDoc(given.payload, 'organizations', { name: `Vendor ${uniqueTag()}`, type: 'vendor' })
    const where = { id: { equals: vendor.id } }
    expect((await given.payload.find({ collection: 'organizations', where, overrideAccess: false })).totalDocs).toBe(0)
    expect(
      (await given.payload.find({ collection: 'organizations', where, user: given.actors.member, overrideAccess: false })).totalDocs,
    ).toBe(1)
  })

  test('a company a member creates is editable by members; only admins change that flag', async () => {
    const created = await createDoc(
      given.payload,
      'organizations',
      { name: `Mine ${uniqueTag()}`, type: 'vendor', userEditable: false },
      { user: given.actors.otherMember },
    )
    expect(created.userEditable).toBe(true)
    const locked = await createDoc(given.payload, 'organizations', { name: `Locked ${uniqueTag()}`, type: 'industry' })
    expect(locked.userEditable).toBe(false)
    const member = await createUser(given.payload, { email: `locked-${uniqueTag()}@test.example`, organization: locked.id })
    await expect(
      given.payload.update({ collection: 'organizations', id: locked.id, data: { name: 'Renamed' }, user: member, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('rows a member creates belong to that member', () => {
  test('a saved date sent with another user id is stored as the sender’s own', async () => {
    const event = await createDoc(given.payload, 'events', { title: 'Forge', date: '2030-03-01T09:00:00Z' })
    const saved = await createDoc(
      given.payload,
      'saved-event-dates',
      { event: event.id, user: given.actors.otherMember.id },
      { user: given.actors.member },
    )
    expect(idOf(saved.user)).toBe(given.actors.member.id)
  })

  test('an invitation is normalised, owned by its sender, pending, and expires in 14 days', async () => {
    const before = Date.now()
    const invitation = await createDoc(
      given.payload,
      'invitations',
      { email: '  New.Expert@Example.COM ', status: 'accepted', invitedBy: given.actors.otherMember.id, suggestedFirstName: '' },
      { user: given.actors.member },
    )
    expect(invitation.email).toBe('new.expert@example.com')
    expect(idOf(invitation.invitedBy)).toBe(given.actors.member.id)
    expect(invitation.status).toBe('pending')
    expect(invitation.suggestedFirstName).toBeNull()
    const expiresIn = new Date(invitation.expiresAt!).getTime() - before
    expect(expiresIn).toBeGreaterThan(14 * 24 * 3600 * 1000 - 60_000)
    expect(expiresIn).toBeLessThan(14 * 24 * 3600 * 1000 + 60_000)
  })
})

describe("invitation fields that steer a sign-up are the admins' (issue 16 item 7)", () => {
  test("a member's POST /api/invitations naming company domains or a suggested organization is refused with 403 and stores nothing", async () => {
    const token = await tokenOf(given.payload, given.actors.member)
    const organization = idOf(given.actors.otherMember.organization)
    for (const extra of [{ domains: 'gmail.com' }, { suggestedOrganization: organization }]) {
      const email = `steered-${uniqueTag()}@example.com`
      const answer = await rest('POST', 'invitations', { token, body: { email, ...extra } })
      expect(answer.status).toBe(403)
      expect(answer.body?.errors?.[0]?.message).toBe(ADMIN_INVITATION_FIELDS_REFUSED)
      expect((await given.payload.count({ collection: 'invitations', where: { email: { equals: email } } })).totalDocs).toBe(0)
    }
    // The member's own form sends the address alone, and empty fields are no attempt.
    const plain = await rest('POST', 'invitations', { token, body: { email: `plain-${uniqueTag()}@example.com`, domains: '' } })
    expect(plain.status).toBe(201)
  })

  test('an admin sets both', async () => {
    const token = await tokenOf(given.payload, given.actors.admin)
    const organization = idOf(given.actors.member.organization)
    const answer = await rest('POST', 'invitations', {
      token,
      body: { email: `domain-${uniqueTag()}@example.com`, domains: 'example.com', suggestedOrganization: organization },
    })
    expect(answer.status).toBe(201)
    const stored = await given.payload.findByID({ collection: 'invitations', id: answer.body!.doc!.id, depth: 0 })
    expect(stored).toMatchObject({ domains: 'example.com', suggestedOrganization: organization })
  })
})

describe('project applications', () => {
  const project = (state: string) =>
    createDoc(given.payload, 'projects', { title: `P ${uniqueTag()}`, type: 'Research', state, startDate: '2030-01-01T00:00:00Z' })

  test('a member applies to a project in call for participation; the status is always pending', async () => {
    const open = await project('call_for_participation')
    const application = await createDoc(
      given.payload,
      'project-applications',
      { project: open.id, status: 'approved', message: '' },
      { user: given.actors.member },
    )
    expect(application.status).toBe('pending')
    expect(application.message).toBeNull()
  })

  test.each(['running', 'closed'])('applying to a %s project is refused with the spec message', async (state) => {
    const shut = await project(state)
    await expect(
      createDoc(given.payload, 'project-applications', { project: shut.id }, { user: given.actors.member }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This project is no longer accepting new applications.',
    })
    const { totalDocs } = await given.payload.count({ collection: 'project-applications', where: { project: { equals: shut.id } } })
    expect(totalDocs).toBe(0)
  })
})

describe('surveys', () => {
  const surveyWithQuestion = async (data: Record<string, unknown>) => {
    const survey = await createDoc(given.payload, 'surveys', { title: `S ${uniqueTag()}`, ...data })
    const question = await createDoc(given.payload, 'survey-questions', { survey: survey.id, questionText: 'Why?', questionType: 'text' })
    return { survey, question }
  }

  test('answers are created over the API by admins only; an anonymous survey stores no user, a sign-in survey who answered', async () => {
    const anonymous = await surveyWithQuestion({ isAnonymous: true, isActive: true })
    for (const user of [undefined, given.actors.member]) {
      await expect(
        createDoc(
          given.payload,
          'survey-responses',
          { survey: anonymous.survey.id, question: anonymous.question.id, responseValue: 'a' },
          { overrideAccess: false, ...(user ? { user } : {}) },
        ),
      ).rejects.toMatchObject({ status: 403 })
    }
    const byAdmin = await createDoc(
      given.payload,
      'survey-responses',
      { survey: anonymous.survey.id, question: anonymous.question.id, responseValue: 'b', user: given.actors.member.id },
      { user: given.actors.admin },
    )
    expect(byAdmin.user ?? null).toBeNull()

    const signIn = await surveyWithQuestion({ isAnonymous: false, isActive: true })
    const recorded = await createDoc(
      given.payload,
      'survey-responses',
      { survey: signIn.survey.id, question: signIn.question.id, responseValue: 'c', user: given.actors.member.id },
      { user: given.actors.admin },
    )
    expect(idOf(recorded.user)).toBe(given.actors.member.id)
  })

  test('an inactive survey and its questions are hidden from visitors and members, and take no responses', async () => {
    const { survey, question } = await surveyWithQuestion({ isActive: false })
    for (const user of [undefined, given.actors.member]) {
      const options = { overrideAccess: false, ...(user ? { user } : {}) }
      expect((await given.payload.find({ collection: 'surveys', where: { id: { equals: survey.id } }, ...options })).totalDocs).toBe(0)
      expect(
        (await given.payload.find({ collection: 'survey-questions', where: { id: { equals: question.id } }, ...options })).totalDocs,
      ).toBe(0)
    }
    expect(
      (
        await given.payload.find({
          collection: 'surveys',
          where: { id: { equals: survey.id } },
          user: given.actors.admin,
          overrideAccess: false,
        })
      ).totalDocs,
    ).toBe(1)
    await expect(
      createDoc(
        given.payload,
        'survey-responses',
        { survey: survey.id, question: question.id, responseValue: 'x' },
        { user: given.actors.member },
      ),
    ).rejects.toMatchObject({ status: 403 })
  })

  test('a response must name a question of its own survey', async () => {
    const first = await surveyWithQuestion({ isActive: true })
    const second = await surveyWithQuestion({ isActive: true })
    await expect(
      createDoc(
        given.payload,
        'survey-responses',
        { survey: first.survey.id, question: second.question.id, responseValue: 'x' },
        { user: given.actors.admin },
      ),
    ).rejects.toMatchObject({ status: 400 })
  })

  test('a new question goes last in its survey', async () => {
    const { survey } = await surveyWithQuestion({ isActive: true })
    const next = await createDoc(given.payload, 'survey-questions', { survey: survey.id, questionText: 'Next?', questionType: 'yes_no' })
    expect(next.orderIndex).toBe(1)
  })
})

describe('files', () => {
  let document: Document
  let memberToken: string

  beforeAll(async () => {
    document = await createDoc(
      given.payload,
      'documents',
      { title: 'Private file', company: 'ACME', documentType: 'Report' },
      { file: pdfFile('private') },
    )
    const password = 'file-test-password'
    const email = `files-${uniqueTag()}@test.example`
    await createUser(given.payload, { email })
    await given.payload.update({ collection: 'users', where: { email: { equals: email } }, data: { password } })
    memberToken = (await given.payload.login({ collection: 'users', data: { email, password } })).token!
  })

  /** Payload's own REST handler (the one /api/[...slug] serves), called with a real Request. */
  const getFile = (path: string, token?: string) =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
    })

  test('a visitor cannot download a document file, only read its metadata', async () => {
    const response = await getFile(`documents/file/${document.filename}`)
    expect(response.status).toBe(403)
    const metadata = await getFile(`documents/${document.id}`)
    expect(metadata.status).toBe(200)
    expect((await metadata.json()).title).toBe('Private file')
  })

  test("a signed-in member receives the file's bytes", async () => {
    const response = await getFile(`documents/file/${document.filename}`, memberToken)
    expect(response.status).toBe(200)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.length).toBe(document.filesize)
  })

  test('an image over 5 MB is refused with the spec message', async () => {
    const large = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 90 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(large.length).toBeGreaterThan(5 * 1024 * 1024)
    await expect(
      createDoc(given.payload, 'media', { alt: 'Too big' }, { user: given.actors.member, file: await pngFile('large', large) }),
    ).rejects.toMatchObject({ status: 413, message: 'Please select an image smaller than 5MB.' })
  })

  test('a document upload of a type outside the list is refused', async () => {
    const data = Buffer.from('<html><script>alert(1)</script></html>')
    await expect(
      createDoc(
        given.payload,
        'documents',
        { title: 'Bad', company: 'X', documentType: 'Y' },
        {
          file: { name: 'page.html', data, mimetype: 'text/html', size: data.length },
        },
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('deleting removes what only makes sense with it', () => {
  test('an event takes its agenda items, interests, speakers and saved dates with it', async () => {
    const event = await createDoc(given.payload, 'events', { title: 'Doomed', date: '2030-04-01T09:00:00Z' })
    const item = await createAgendaItem(given.payload, event)
    await createDoc(given.payload, 'agenda-interests', { agendaItem: item.id }, { user: given.actors.member })
    await createDoc(given.payload, 'speakers', { event: event.id, firstName: 'A', lastName: 'B' })
    await createDoc(given.payload, 'saved-event-dates', { event: event.id }, { user: given.actors.member })
    await given.payload.delete({ collection: 'events', id: event.id, user: given.actors.admin, overrideAccess: false })
    const count = async (collection: 'agenda-items' | 'speakers' | 'saved-event-dates', field = 'event') =>
      (await given.payload.count({ collection, where: { [field]: { equals: event.id } } })).totalDocs
    expect(await count('agenda-items')).toBe(0)
    expect(await count('speakers')).toBe(0)
    expect(await count('saved-event-dates')).toBe(0)
    expect((await given.payload.count({ collection: 'agenda-interests', where: { agendaItem: { equals: item.id } } })).totalDocs).toBe(0)
  })

  test('deleting a user removes every row the user owned', async () => {
    const user: User = await createUser(given.payload, { email: `leaving-${uniqueTag()}@test.example` })
    const event = await createDoc(given.payload, 'events', { title: 'Left behind', date: '2030-05-01T09:00:00Z' })
    const project = await createDoc(given.payload, 'projects', { title: 'Left', type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    await createDoc(given.payload, 'saved-event-dates', { event: event.id }, { user })
    await createDoc(given.payload, 'project-applications', { project: project.id }, { user })
    await createDoc(given.payload, 'invitations', { email: 'friend@test.example' }, { user })
    await given.payload.delete({ collection: 'users', id: user.id, user: given.actors.admin, overrideAccess: false })
    for (const [collection, field] of [
      ['saved-event-dates', 'user'],
      ['project-applications', 'user'],
      ['invitations', 'invitedBy'],
    ] as const) {
      expect((await given.payload.count({ collection, where: { [field]: { equals: user.id } } })).totalDocs, collection).toBe(0)
    }
  })
})

describe("an invitation's life is the server's (issue 17 item 5)", () => {
  const system = {
    status: 'accepted',
    invitedAt: '2020-01-01T00:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    acceptedAt: '2020-01-02T00:00:00.000Z',
  }

  test("an admin's POST naming status, invitedAt, expiresAt and acceptedAt has them ignored: pending, expiring in 14 days", async () => {
    const token = await tokenOf(given.payload, given.actors.admin)
    const before = Date.now()
    const answer = await rest('POST', 'invitations', { token, body: { email: `system-${uniqueTag()}@example.com`, ...system } })
    expect(answer.status).toBe(201)
    const stored = await given.payload.findByID({ collection: 'invitations', id: answer.body!.doc!.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'pending', invitedAt: null, acceptedAt: null })
    const expiresIn = new Date(stored.expiresAt!).getTime() - before
    expect(expiresIn).toBeGreaterThan(14 * 24 * 3600 * 1000 - 60_000)
    expect(expiresIn).toBeLessThan(14 * 24 * 3600 * 1000 + 60_000)
  })

  test("an admin's PATCH changes the suggestions but neither the life fields nor the sender", async () => {
    const invitation = await createDoc(
      given.payload,
      'invitations',
      { email: `patched-${uniqueTag()}@example.com` },
      { user: given.actors.member },
    )
    const token = await tokenOf(given.payload, given.actors.admin)
    const answer = await rest('PATCH', `invitations/${invitation.id}`, {
      token,
      body: { ...system, invitedBy: given.actors.admin.id, suggestedFirstName: 'Grace' },
    })
    expect(answer.status).toBe(200)
    const stored = await given.payload.findByID({ collection: 'invitations', id: invitation.id, depth: 0 })
    expect(stored).toMatchObject({
      suggestedFirstName: 'Grace',
      status: 'pending',
      invitedAt: null,
      acceptedAt: null,
      expiresAt: invitation.expiresAt,
      invitedBy: given.actors.member.id,
    })
  })
})

describe("speakers' full name (issue 17 item 3)", () => {
  test('follows title, first and last name; a title that is no text is refused with 400, not a server error', async () => {
    const event = await createDoc(given.payload, 'events', { title: `Speakers ${uniqueTag()}`, date: new Date().toISOString() })
    const token = await tokenOf(given.payload, given.actors.admin)
    const created = await rest('POST', 'speakers', {
      token,
      body: { event: event.id, title: 'Dr.', firstName: 'Ada', lastName: 'Lovelace' },
    })
    expect(created.status).toBe(201)
    expect(created.body?.doc?.fullName).toBe('Dr. Ada Lovelace')
    const untitled = await rest('PATCH', `speakers/${created.body!.doc!.id}`, { token, body: { title: null } })
    expect(untitled.body?.doc?.fullName).toBe('Ada Lovelace')
    // Collection beforeChange hooks see the request's values before Payload validates them.
    const numberTitle = await rest('POST', 'speakers', {
      token,
      body: { event: event.id, title: 1545363879, firstName: 'Ada', lastName: 'Hostile' },
    })
    expect(numberTitle.status).toBe(400)
  })
})
