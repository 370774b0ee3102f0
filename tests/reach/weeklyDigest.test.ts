/**
 * The weekly digest (src/lib/reach/digest), queued by the jobs queue and sent to the run's real SMTP
 * server: once per member and week from two runners at once, the member's matches first, drafts
 * never; sent again once after a crash between claiming and sending, with the same Message-ID;
 * notices the member sends to the digest come in it and not at once; an address the server
 * refuses for good stops the member's e-mails until they ask again; the welcome e-mail's signed
 * link turns it on, the digest's one-click link off; admins preview any member's.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { POST as oneClickUnsubscribe } from '../../src/app/(frontend)/unsubscribe/one-click/route'
import { resumeEmails } from '../../src/lib/accounts/users/resumeEmails'
import { NOTIFICATIONS_QUEUE } from '../../src/lib/infrastructure/jobs/memberNotificationTasks'
import { applyToProject } from '../../src/lib/projects/applyToProject'
import { composeDigest } from '../../src/lib/reach/digest/composeDigest'
import { queueWeeklyDigests } from '../../src/lib/reach/digest/queueWeeklyDigests'
import { turnOnWeeklyDigest } from '../../src/lib/reach/digest/turnOnWeeklyDigest'
import { readWeeklyDigestToken, weeklyDigestUrl } from '../../src/lib/reach/digest/weeklyDigestToken'
import type { Organization, Project, User } from '../../src/payload-types'
import { UNKNOWN_MAILBOX } from '../setup/smtpServer'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { runNotificationJob, startRunner } from '../support/jobs'
import { mailTo, waitForMail } from '../support/mail'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
let payload: Payload
/** Long enough for an e-mail to have arrived if one were (wrongly) sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800))
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const member = (name: string, data: Partial<User> = {}, email = `${name.toLowerCase()}-${uniqueTag()}@example.com`) =>
  createUser(payload, { email, firstName: name }).then((user) =>
    Object.keys(data).length ? payload.update({ collection: 'users', id: user.id, data, overrideAccess: true }) : user,
  )
const outboxOf = async (user: User) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { and: [{ user: { equals: user.id } }, { kind: { equals: 'weekly-digest' } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs
/** The digest job as the server's Monday cron runs it: queued through Payload's jobs queue, then run. */
const runDigestJob = async (runner: Payload) => {
  await runner.jobs.queue({ task: 'queueWeeklyDigests', input: {}, queue: NOTIFICATIONS_QUEUE })
  await runner.jobs.run({ queue: NOTIFICATIONS_QUEUE })
}

beforeAll(() => {
  payload = given.payload
})

describe('the weekly digest', () => {
  test('comes once per week from two runners at once, the member’s sector and interests first, without drafts', async () => {
    const tag = uniqueTag()
    const energy = (await createDoc(payload, 'organizations', {
      name: `Grid Operator ${tag}`,
      type: 'industry',
      sector: 'Energy & Utilities',
    })) as Organization
    const reader = await member('Ada', { weeklyDigest: true, interestedInResearch: true, organization: energy.id })
    const notSubscribed = await member('Bo')
    const forEnergy = await createDoc(payload, 'events', {
      title: `Substation day ${tag}`,
      date: inDays(20),
      sectors: ['energy-utilities'],
    })
    await createDoc(payload, 'events', { title: `Open meetup ${tag}`, date: inDays(21) })
    await createDoc(payload, 'events', { title: `Draft summit ${tag}`, date: inDays(22), _status: 'draft' })
    await createDoc(payload, 'events', { title: `Past workshop ${tag}`, date: inDays(-2) })
    const fuzzing = await createDoc(
      payload,
      'documents',
      { title: `Fuzzing report ${tag}`, company: 'Lab', documentType: 'Report', interests: ['Research'] },
      { file: pdfFile() },
    )
    await createDoc(payload, 'projects', {
      title: `Telemetry project ${tag}`,
      type: 'Research',
      state: 'call_for_participation',
      startDate: '2030-01-01T00:00:00.000Z',
      owner: given.actors.admin.id,
    })

    const other = await startRunner('weekly-digest')
    try {
      await Promise.all([runDigestJob(payload), runDigestJob(other.payload)])
      await Promise.all([runNotificationJob(payload), runNotificationJob(other.payload)])
    } finally {
      await other.stop()
    }
    const [digest] = await waitForMail(reader.email, 1)
    expect(digest!.subject).toBe('Your week in the IT/OT Community')
    expect(digest!.text).toContain('Hello Ada')
    const text = digest!.text
    expect(text).toContain(`Substation day ${tag}`)
    expect(text).toContain(`http://localhost:3000/events/${forEnergy.id}`)
    expect(text).toContain(`Fuzzing report ${tag}`)
    // A document opens its own page.
    expect(text).toContain(`http://localhost:3000/documents/${fuzzing.id}`)
    expect(text).toContain(`Telemetry project ${tag}`)
    // Matches first: the event for the member's sector leads its section, whatever else is new.
    const events = text.slice(text.indexOf('New events'), text.indexOf('New documents'))
    expect(events.split('\n').find((line) => line.startsWith('- '))).toContain(`Substation day ${tag}`)
    if (events.includes(`Open meetup ${tag}`))
      expect(events.indexOf(`Substation day ${tag}`)).toBeLessThan(events.indexOf(`Open meetup ${tag}`))
    expect(text).not.toContain(`Draft summit ${tag}`)
    expect(text).not.toContain(`Past workshop ${tag}`)
    expect(digest!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=/m)

    // The same week again: nothing new is queued or sent.
    await runDigestJob(payload)
    await runNotificationJob(payload)
    await settle()
    expect(mailTo(reader.email)).toHaveLength(1)
    expect((await outboxOf(reader)).map((row) => row.status)).toEqual(['sent'])
    expect(await outboxOf(notSubscribed)).toEqual([])
  })

  test('a digest cut off between claiming and sending is sent again once, with the same Message-ID; a fresh claim is left alone', async () => {
    const cut = await member('Cy', { weeklyDigest: true })
    const busy = await member('Dee', { weeklyDigest: true })
    await createDoc(payload, 'events', { title: `Something new ${uniqueTag()}`, date: inDays(30) })
    await queueWeeklyDigests(payload)
    // As if one runner claimed both and died: Cy's claim is old, Dee's is still being sent.
    await payload.db.drizzle.execute(sql`
      UPDATE email_outbox SET status = 'sending', attempts = 1, updated_at = now() - interval '11 minutes'
      WHERE kind = 'weekly-digest' AND user_id = ${cut.id}`)
    await payload.db.drizzle.execute(sql`
      UPDATE email_outbox SET status = 'sending', attempts = 1, updated_at = now() WHERE kind = 'weekly-digest' AND user_id = ${busy.id}`)
    await runNotificationJob(payload)
    await runNotificationJob(payload)
    const [resent] = await waitForMail(cut.email, 1)
    await settle()
    expect(mailTo(cut.email)).toHaveLength(1)
    expect(mailTo(busy.email)).toHaveLength(0)
    expect((await outboxOf(cut)).map((row) => [row.status, row.lastError])).toEqual([['sent', null]])
    expect((await outboxOf(busy)).map((row) => row.status)).toEqual(['sending'])
    // The Message-ID is the delivery key's: a first try that did reach the server carried the same one.
    const messageId = resent!.raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1]
    expect(messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/)
  })

  test('notices the member sends to the digest come in it, not at once', async () => {
    const owner = await member('Olga')
    const applicant = await member('Eve', { weeklyDigest: true, noticeEmails: { applicationDecisions: 'digest' } })
    const project = (await createDoc(payload, 'projects', {
      title: `Wind farm data ${uniqueTag()}`,
      type: 'Research',
      state: 'call_for_participation',
      startDate: '2030-01-01T00:00:00.000Z',
      owner: owner.id,
    })) as Project
    await applyToProject({ payload, user: applicant }, { projectId: project.id, message: '' })
    const application = (
      await payload.find({ collection: 'project-applications', where: { user: { equals: applicant.id } }, overrideAccess: true, depth: 0 })
    ).docs[0]!
    await payload.update({
      collection: 'project-applications',
      id: application.id,
      data: { status: 'approved' },
      user: given.actors.admin,
      overrideAccess: false,
      context: { applicationReview: true },
    })
    await runNotificationJob(payload)
    await settle()
    expect(mailTo(applicant.email)).toHaveLength(0)

    await queueWeeklyDigests(payload)
    await runNotificationJob(payload)
    const [digest] = await waitForMail(applicant.email, 1)
    expect(digest!.text).toContain('Your notifications')
    expect(digest!.text).toContain(`Your application to ${project.title} was approved`)
    expect(digest!.text).toMatch(/http:\/\/localhost:3000\/notifications\/\d+/)
  })

  test('an address refused for good stops the member’s e-mails; the member sends again; a member cannot clear it through the API', async () => {
    const gone = await member('Fay', { weeklyDigest: true }, `${UNKNOWN_MAILBOX}-${uniqueTag()}@example.com`)
    await createDoc(payload, 'events', { title: `News ${uniqueTag()}`, date: inDays(30) })
    await queueWeeklyDigests(payload)
    await runNotificationJob(payload)
    const [row] = await outboxOf(gone)
    expect(row!.status).toBe('failed')
    expect(row!.lastError).toMatch(/^Hard bounce: 550/)
    const bounced = await payload.findByID({ collection: 'users', id: gone.id, overrideAccess: true })
    expect(bounced.emailBounce?.at).toBeTruthy()
    expect(bounced.emailBounce?.reason).toContain('does not exist')

    // Next week: no digest is queued for the address.
    await queueWeeklyDigests(payload, new Date(Date.now() + 7 * 86_400_000))
    expect(await outboxOf(gone)).toHaveLength(1)

    // The API does not let a member clear it; their own button does.
    const patch = await rest('PATCH', `users/${gone.id}`, {
      token: await tokenOf(payload, gone),
      body: { emailBounce: { at: null, reason: null } },
    })
    expect(patch.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: gone.id, overrideAccess: true })).emailBounce?.at).toBeTruthy()
    await resumeEmails({ payload, user: bounced })
    expect((await payload.findByID({ collection: 'users', id: gone.id, overrideAccess: true })).emailBounce?.at ?? null).toBeNull()
  })

  test('the welcome e-mail’s signed link turns it on; the digest’s one-click link turns it off', async () => {
    const newcomer = await member('Gus')
    const link = weeklyDigestUrl(payload.secret, newcomer.id)
    const token = new URL(link).searchParams.get('token')!
    expect(readWeeklyDigestToken(payload.secret, token)).toBe(newcomer.id)
    expect(
      readWeeklyDigestToken(
        payload.secret,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull()
    expect(readWeeklyDigestToken(payload.secret, `${newcomer.id + 1}.${token.split('.')[1]}`)).toBeNull()
    expect(await turnOnWeeklyDigest({ payload, user: null }, newcomer.id)).toBe(true)
    expect((await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })).weeklyDigest).toBe(true)

    await createDoc(payload, 'events', { title: `Fresh ${uniqueTag()}`, date: inDays(30) })
    await queueWeeklyDigests(payload)
    await runNotificationJob(payload)
    const [digest] = await waitForMail(newcomer.email, 1)
    const oneClick = digest!.raw.match(/^List-Unsubscribe:\s+<([^>]+)>/m)?.[1]
    const answer = await oneClickUnsubscribe(
      new Request(oneClick!.replace(/=\r?\n/g, ''), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(answer.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })).weeklyDigest).toBe(false)
  })

  test('admins preview any member’s digest as HTML; members and visitors cannot', async () => {
    const subject = await member('Hal', { language: 'de' })
    await createDoc(payload, 'events', { title: `Vorschau ${uniqueTag()}`, date: inDays(30) })
    const asAdmin = await fetchPreview(subject.id, await tokenOf(payload, given.actors.admin))
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('content-type')).toContain('text/html')
    expect(asAdmin.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await asAdmin.text()).toContain('Neu in der IT/OT Community diese Woche')
    expect((await fetchPreview(subject.id, await tokenOf(payload, given.actors.member))).status).toBe(403)
    expect((await fetchPreview(subject.id)).status).toBe(403)
    expect((await fetchPreview(2_000_000_000, await tokenOf(payload, given.actors.admin))).status).toBe(404)
    expect(mailTo(subject.email)).toHaveLength(0)
  })

  test('nothing new: no digest', () => {
    const empty = { events: [], documents: [], projects: [], surveys: [] }
    const reader = { sector: null, organizationType: null, interests: [] }
    expect(
      composeDigest({ firstName: 'Ida', reader, content: empty, since: new Date(), notices: [], unsubscribeUrl: 'x' }, 'en'),
    ).toBeNull()
  })
})

async function fetchPreview(id: number, token?: string) {
  const { handleEndpoints } = await import('payload')
  const config = (await import('@payload-config')).default
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/users/${id}/weekly-digest`, {
      headers: token ? { Authorization: `JWT ${token}` } : {},
    }),
  })
}
