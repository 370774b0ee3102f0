/**
 * The members' inbox (collections/Notifications): who is told of what, once; reading and
 * marking one's own notices only; the bell's count.
 */
import type { Where } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { acceptInvitation } from '../../src/lib/organizations/invitations/acceptInvitation'
import { applyToProject } from '../../src/lib/projects/applyToProject'
import { markAllNoticesRead } from '../../src/lib/reach/notifications/markAllNoticesRead'
import { markNoticeRead } from '../../src/lib/reach/notifications/markNoticeRead'
import { noticeDestination } from '../../src/lib/reach/notifications/noticeDestination'
import { unreadNoticeCount } from '../../src/lib/reach/notifications/unreadNoticeCount'
import type { Invitation, Project, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()

const noticesWhere = async (where: Where) =>
  (await given.payload.find({ collection: 'notifications', where, sort: 'createdAt', depth: 0, limit: 100, overrideAccess: true })).docs
const noticesOf = (user: Pick<User, 'id'>) => noticesWhere({ recipient: { equals: user.id } })

const review = (id: number, status: 'approved' | 'rejected', user: User) =>
  given.payload.update({
    collection: 'project-applications',
    id,
    data: { status },
    user,
    overrideAccess: false,
    context: { applicationReview: true },
  })

describe('who is told of what', () => {
  let owner: User
  let coOwner: User
  let applicant: User
  let project: Project

  beforeAll(async () => {
    const tag = uniqueTag()
    owner = await createUser(given.payload, { email: `owner-${tag}@test.example` })
    coOwner = await createUser(given.payload, { email: `co-owner-${tag}@test.example` })
    applicant = await createUser(given.payload, { email: `applicant-${tag}@test.example`, firstName: 'Ada' })
    project = (await createDoc(given.payload, 'projects', {
      title: `Inbox project ${tag}`,
      type: 'Research',
      state: 'call_for_participation',
      startDate: '2030-01-01T00:00:00.000Z',
      owner: owner.id,
    })) as Project
    await createDoc(given.payload, 'project-members', { project: project.id, user: coOwner.id, role: 'owner' })
  })

  test("a new application: the project's owners and the admins are told, the applicant is not; once", async () => {
    await applyToProject({ payload: given.payload, user: applicant }, { projectId: project.id, message: 'Count me in' })
    // A double click applies once and notifies once.
    await applyToProject({ payload: given.payload, user: applicant }, { projectId: project.id, message: 'Count me in' })
    for (const recipient of [owner, coOwner, given.actors.admin, given.actors.superAdmin]) {
      const received = (await noticesOf(recipient)).filter(
        (notice) => notice.kind === 'application-received' && notice.project === project.id,
      )
      expect(received, `notices of ${recipient.email}`).toHaveLength(1)
      expect(received[0]).toMatchObject({ actor: applicant.id, readAt: null })
    }
    expect(await noticesOf(applicant)).toEqual([])
  })

  test('a decision: the applicant is told it, once; a refused second decision tells nothing', async () => {
    const [application] = (
      await given.payload.find({
        collection: 'project-applications',
        where: { and: [{ project: { equals: project.id } }, { user: { equals: applicant.id } }] },
        overrideAccess: true,
      })
    ).docs
    await review(application!.id, 'approved', given.actors.admin)
    await expect(review(application!.id, 'rejected', given.actors.superAdmin)).rejects.toThrow('already been reviewed')
    const notices = await noticesOf(applicant)
    expect(notices.map((notice) => [notice.kind, notice.project, notice.application])).toEqual([
      ['application-approved', project.id, application!.id],
    ])
  })

  test('an accepted invitation: the member who invited is told', async () => {
    const inviter = await createUser(given.payload, { email: `inviter-${uniqueTag()}@test.example` })
    const invitation = (await createDoc(given.payload, 'invitations', {
      email: `guest-${uniqueTag()}@test.example`,
      invitedBy: inviter.id,
    })) as Invitation
    await acceptInvitation(given.payload, invitation)
    await acceptInvitation(given.payload, { ...invitation, status: 'accepted' })
    expect((await noticesOf(inviter)).map((notice) => [notice.kind, notice.invitation])).toEqual([['invitation-accepted', invitation.id]])
  })
})

describe("one's own notices", () => {
  let reader: User
  let other: User
  let readerNotices: number[]
  let otherNotice: number

  const store = async (recipient: User, key: string) =>
    (
      await given.payload.create({
        collection: 'notifications',
        data: { recipient: recipient.id, kind: 'application-approved', noticeKey: `${key}-${uniqueTag()}` },
        overrideAccess: true,
      })
    ).id

  beforeAll(async () => {
    reader = await createUser(given.payload, { email: `reader-${uniqueTag()}@test.example` })
    other = await createUser(given.payload, { email: `other-${uniqueTag()}@test.example` })
    readerNotices = [await store(reader, 'one'), await store(reader, 'two'), await store(reader, 'three')]
    otherNotice = await store(other, 'theirs')
  })

  test('over REST a member lists only their own, may mark them read and change nothing else; never creates one', async () => {
    const token = await tokenOf(given.payload, reader)
    const listed = await rest('GET', 'notifications?limit=100&depth=0', { token })
    expect(listed.body?.docs?.map((doc) => doc.id).sort()).toEqual([...readerNotices].sort())
    expect((await rest('GET', `notifications/${otherNotice}`, { token })).status).toBe(404)
    const patched = await rest('PATCH', `notifications/${readerNotices[0]}`, {
      token,
      body: { readAt: '2030-01-01T00:00:00.000Z', kind: 'new-document', recipient: other.id },
    })
    expect(patched.status).toBe(200)
    expect(patched.body?.doc).toMatchObject({ kind: 'application-approved', readAt: '2030-01-01T00:00:00.000Z' })
    expect((await given.payload.findByID({ collection: 'notifications', id: readerNotices[0]!, depth: 0 })).recipient).toBe(reader.id)
    expect((await rest('PATCH', `notifications/${otherNotice}`, { token, body: { readAt: '2030-01-01T00:00:00.000Z' } })).status).toBe(403)
    const created = await rest('POST', 'notifications', { token, body: { recipient: reader.id, kind: 'new-event', noticeKey: 'forged' } })
    expect(created.status).toBe(403)
  })

  test('the bell: the unread count endpoint answers the member their own number, a visitor 401', async () => {
    const token = await tokenOf(given.payload, reader)
    const answer = await rest('GET', 'notifications/unread-count', { token })
    expect(answer).toEqual({ status: 200, body: { unread: await unreadNoticeCount(given.payload, reader) } })
    expect((await rest('GET', 'notifications/unread-count')).status).toBe(401)
  })

  test("marking one read: their own only (an admin's too), twice is once; mark all: every one of theirs, nobody else's", async () => {
    const context = { payload: given.payload, user: reader }
    const first = await markNoticeRead(context, { id: readerNotices[1]! })
    const again = await markNoticeRead(context, { id: readerNotices[1]! })
    expect(again?.readAt).toBe(first?.readAt)
    expect(await markNoticeRead(context, { id: otherNotice })).toBeNull()
    // An admin may read every notice, to help, but opens only their own (it threw: a 500 page).
    expect(await markNoticeRead({ payload: given.payload, user: given.actors.admin }, { id: otherNotice })).toBeNull()
    expect(await unreadNoticeCount(given.payload, reader)).toBe(1)
    expect(await markAllNoticesRead(context)).toBe(1)
    expect(await unreadNoticeCount(given.payload, reader)).toBe(0)
    expect(await unreadNoticeCount(given.payload, other)).toBe(1)
  })

  // markAllNoticesRead updates in SQL, below the local API: it restates the collection's update
  // access (access/reach/isRecipient.ts), and changes exactly the rows that access lets through.
  test('"Mark all as read" in SQL marks exactly the unread notices the collection’s update access gives the member', async () => {
    const tag = uniqueTag()
    const people = [
      await createUser(given.payload, { email: `all-read-a-${tag}@test.example` }),
      await createUser(given.payload, { email: `all-read-b-${tag}@test.example` }),
      await createUser(given.payload, { email: `all-read-admin-${tag}@test.example`, role: 'admin' }),
    ]
    for (const [index, person] of people.entries()) {
      for (const n of [1, 2]) {
        await given.payload.create({
          collection: 'notifications',
          data: { recipient: person.id, kind: 'new-event', noticeKey: `all-read-${tag}-${index}-${n}` },
          overrideAccess: true,
        })
      }
    }
    const unread = async () =>
      (await noticesWhere({ and: [{ recipient: { in: people.map((person) => person.id) } }, { readAt: { exists: false } }] })).map(
        (notice) => notice.id,
      )
    const updateAccess = given.payload.collections.notifications.config.access.update
    for (const person of [people[2]!, people[0]!]) {
      const allowed = await updateAccess({ req: { user: { ...person, collection: 'users' } } } as Parameters<typeof updateAccess>[0])
      const before = await unread()
      const mayUpdate = (await noticesWhere({ and: [allowed as Where, { id: { in: before } }] })).map((notice) => notice.id)
      expect(await markAllNoticesRead({ payload: given.payload, user: person })).toBe(mayUpdate.length)
      expect((await unread()).sort()).toEqual(before.filter((id) => !mayUpdate.includes(id)).sort())
    }
    expect(await unread()).toHaveLength(2)
  })
})

describe('new events and documents, to the members they are for', () => {
  let energy: User
  let learner: User
  let researcher: User
  let elsewhere: User

  beforeAll(async () => {
    const tag = uniqueTag()
    const organization = (sector: string) =>
      createDoc(given.payload, 'organizations', { name: `${sector} works ${tag}`, type: 'industry', sector }) as Promise<{ id: number }>
    energy = await createUser(given.payload, {
      email: `energy-${tag}@test.example`,
      organization: (await organization('Energy & Utilities')).id,
    })
    learner = await createUser(given.payload, { email: `learner-${tag}@test.example` })
    await given.payload.update({ collection: 'users', id: learner.id, data: { interestedInEducation: true }, overrideAccess: true })
    researcher = await createUser(given.payload, { email: `researcher-${tag}@test.example` })
    await given.payload.update({ collection: 'users', id: researcher.id, data: { interestedInResearch: true }, overrideAccess: true })
    elsewhere = await createUser(given.payload, { email: `mining-${tag}@test.example`, organization: (await organization('Mining')).id })
  })

  const toldOf = async (user: User, kind: 'new-event' | 'new-document', id: number) =>
    (await noticesOf(user)).filter((notice) => notice.kind === kind && (notice.event === id || notice.document === id)).length

  test('an event: nobody while a draft; on publishing, the members of its sectors and interests, once', async () => {
    const admin = given.actors.admin
    const draft = await given.payload.create({
      collection: 'events',
      data: {
        title: `Grid operators meet ${uniqueTag()}`,
        date: '2031-03-01T09:00:00.000Z',
        sectors: ['energy-utilities'],
        interests: ['Education'],
        _status: 'draft',
      },
      draft: true,
      user: admin,
      overrideAccess: false,
    })
    for (const member of [energy, learner, researcher, elsewhere]) expect(await toldOf(member, 'new-event', draft.id)).toBe(0)

    const publish = (data: Record<string, unknown>) =>
      given.payload.update({
        collection: 'events',
        id: draft.id,
        data: { ...data, _status: 'published' },
        user: admin,
        overrideAccess: false,
      })
    await publish({})
    await publish({ location: 'Leipzig' })
    expect(await toldOf(energy, 'new-event', draft.id)).toBe(1)
    expect(await toldOf(learner, 'new-event', draft.id)).toBe(1)
    expect(await toldOf(researcher, 'new-event', draft.id)).toBe(0)
    expect(await toldOf(elsewhere, 'new-event', draft.id)).toBe(0)
    expect(await toldOf(admin, 'new-event', draft.id)).toBe(0)
  })

  test('a document published at once tells the members of its interests; one for nobody in particular tells nobody', async () => {
    const forResearch = await createDoc(
      given.payload,
      'documents',
      { title: 'Fuzzing PLC firmware', company: 'Lab', documentType: 'Report', interests: ['Research'] },
      { file: pdfFile() },
    )
    const untagged = await createDoc(
      given.payload,
      'documents',
      { title: 'Meeting notes', company: 'Lab', documentType: 'Notes' },
      { file: pdfFile() },
    )
    expect(await toldOf(researcher, 'new-document', forResearch.id)).toBe(1)
    expect(await toldOf(energy, 'new-document', forResearch.id)).toBe(0)
    for (const member of [energy, learner, researcher, elsewhere]) expect(await toldOf(member, 'new-document', untagged.id)).toBe(0)
    // Opening it leads to the document's own page.
    const notice = (await noticesOf(researcher)).find((row) => row.kind === 'new-document' && row.document === forResearch.id)!
    expect(await noticeDestination({ payload: given.payload, user: researcher }, notice, 'en')).toBe(`/documents/${forResearch.id}`)
  })
})
