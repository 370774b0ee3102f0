/**
 * Notices e-mailed at once (users.noticeEmails), sent by the jobs queue to the run's real SMTP
 * server: a decision reaches the applicant in their language with a link that opens the notice
 * and a one-click unsubscribe that turns off that kind only; a member who chose the site only,
 * or read the notice first, gets no e-mail; two runners send it once.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { POST as oneClickUnsubscribe } from '../../src/app/(frontend)/unsubscribe/one-click/route'
import { applyToProject } from '../../src/lib/projects/applyToProject'
import { markNoticeRead } from '../../src/lib/reach/notifications/markNoticeRead'
import type { Project, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { runNotificationJob, startRunner } from '../support/jobs'
import { mailTo, waitForMail } from '../support/mail'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
let payload: Payload
/** Long enough for an e-mail to have arrived if one were (wrongly) sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800))

const member = (name: string, data: Partial<User> = {}) =>
  createUser(payload, { email: `${name.toLowerCase()}-${uniqueTag()}@example.com`, firstName: name }).then((user) =>
    Object.keys(data).length ? payload.update({ collection: 'users', id: user.id, data, overrideAccess: true }) : user,
  )
const newProject = (owner: User) =>
  createDoc(payload, 'projects', {
    title: `Grid telemetry ${uniqueTag()}`,
    type: 'Research',
    state: 'call_for_participation',
    startDate: '2030-01-01T00:00:00.000Z',
    owner: owner.id,
  }) as Promise<Project>
const applicationOf = async (project: Project, user: User) =>
  (
    await payload.find({
      collection: 'project-applications',
      where: { and: [{ project: { equals: project.id } }, { user: { equals: user.id } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]!
const decide = (id: number, status: 'approved' | 'rejected') =>
  payload.update({
    collection: 'project-applications',
    id,
    data: { status },
    user: given.actors.admin,
    overrideAccess: false,
    context: { applicationReview: true },
  })
const noticeOf = async (user: User, kind: string) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ recipient: { equals: user.id } }, { kind: { equals: kind } }] },
      sort: '-createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

beforeAll(() => {
  payload = given.payload
})

describe('notices by e-mail', () => {
  test('a decision reaches the applicant once, in their language, with a link to the notice; the owner hears of the application', async () => {
    const owner = await member('Olga')
    const applicant = await member('Ada', { language: 'de', lastName: 'Lovelace' })
    const project = await newProject(owner)
    await applyToProject({ payload, user: applicant }, { projectId: project.id, message: 'Count me in' })

    // Two runners at once, as two app instances whose crons fire together.
    const other = await startRunner('notice-emails')
    try {
      await Promise.all([runNotificationJob(payload), runNotificationJob(other.payload)])
    } finally {
      await other.stop()
    }
    const [toOwner] = await waitForMail(owner.email, 1)
    expect(toOwner!.subject).toBe(`Ada Lovelace applied to ${project.title}`)
    const received = await noticeOf(owner, 'application-received')
    expect(toOwner!.text).toContain(`http://localhost:3000/notifications/${received!.id}`)
    expect(toOwner!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=/m)

    // As the admin's Approve button does: the review endpoint, over REST.
    const review = await rest('POST', `project-applications/${(await applicationOf(project, applicant)).id}/review`, {
      token: await tokenOf(payload, given.actors.admin),
      body: { decision: 'approve' },
    })
    expect(review.status).toBe(200)
    await runNotificationJob(payload)
    const [decision] = await waitForMail(applicant.email, 1)
    expect(decision!.subject).toBe(`Ihre Bewerbung für ${project.title} wurde angenommen`)
    expect(decision!.text).toContain('Hallo Ada')
    const approved = await noticeOf(applicant, 'application-approved')
    expect(decision!.text).toContain(`http://localhost:3000/de/notifications/${approved!.id}`)

    await runNotificationJob(payload)
    await settle()
    expect(mailTo(owner.email)).toHaveLength(1)
    expect(mailTo(applicant.email)).toHaveLength(1)
  })

  test('in the site only, or read before the e-mail went: the notice, and no e-mail', async () => {
    const owner = await member('Sam', { noticeEmails: { newApplications: 'site' } })
    const applicant = await member('Lee')
    const project = await newProject(owner)
    await applyToProject({ payload, user: applicant }, { projectId: project.id, message: '' })
    await decide((await applicationOf(project, applicant)).id, 'rejected')
    const rejected = await noticeOf(applicant, 'application-rejected')
    await markNoticeRead({ payload, user: applicant }, { id: rejected!.id })
    await runNotificationJob(payload)
    await settle()
    expect(await noticeOf(owner, 'application-received')).toBeDefined()
    expect(mailTo(owner.email)).toHaveLength(0)
    expect(mailTo(applicant.email)).toHaveLength(0)
    const outbox = await payload.find({ collection: 'email-outbox', where: { user: { equals: applicant.id } }, overrideAccess: true })
    expect(outbox.docs.map((row) => [row.status, row.lastError])).toEqual([['skipped', 'Already read on the site']])
  })

  test("the e-mail's one-click unsubscribe turns off that kind only; the notices still come", async () => {
    const owner = await member('Kim')
    const applicant = await member('Noor')
    const first = await newProject(owner)
    await applyToProject({ payload, user: applicant }, { projectId: first.id, message: '' })
    await decide((await applicationOf(first, applicant)).id, 'approved')
    await runNotificationJob(payload)
    const [decision] = await waitForMail(applicant.email, 1)
    const link = decision!.text.match(/Stop these e-mails: (http\S+)/)?.[1]
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/)
    const token = new URL(link!).searchParams.get('token')!
    const answer = await oneClickUnsubscribe(
      new Request(`http://localhost:3000/unsubscribe/one-click?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(answer.status).toBe(200)
    const settings = await payload.findByID({ collection: 'users', id: applicant.id, overrideAccess: true })
    expect(settings.noticeEmails).toEqual({
      applicationDecisions: 'site',
      newApplications: 'email',
      acceptedInvitations: 'email',
      contactRequests: 'email',
      discussionMentions: 'email',
    })
    expect(settings.eventReminders).toBe(true)

    const second = await newProject(owner)
    await applyToProject({ payload, user: applicant }, { projectId: second.id, message: '' })
    await decide((await applicationOf(second, applicant)).id, 'rejected')
    await runNotificationJob(payload)
    await settle()
    expect(mailTo(applicant.email)).toHaveLength(1)
    expect(await noticeOf(applicant, 'application-rejected')).toMatchObject({ project: second.id, readAt: null })
  })
})
