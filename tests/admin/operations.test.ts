/**
 * The super admins' operations view on the real database: the jobs queue's counts, lag and
 * failures, the failed e-mails, and the retry endpoint with its refusals (idempotent: a double
 * click retries once, recorded once in the audit trail).
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, test } from 'vitest'

import { operationsOverview } from '../../src/lib/infrastructure/operations/operationsOverview'
import { uniqueTag } from '../support/actors'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
const tag = uniqueTag()

/** An outbox row as the sender leaves it (the outbox is written by the server only, in SQL). */
async function notification(status: string, lastError: string | null = null): Promise<number> {
  const { rows } = await given.payload.db.drizzle.execute(sql`
    INSERT INTO email_outbox (kind, user_id, delivery_key, status, attempts, last_error, updated_at, created_at)
    VALUES ('event-reminder', ${given.actors.member.id}, ${`ops-${tag}-${status}-${Math.random()}`}, ${status}, 5, ${lastError}, now(), now())
    RETURNING id`)
  return Number((rows[0] as { id: number }).id)
}

const rowOf = async (id: number) =>
  (await given.payload.db.drizzle.execute(sql`SELECT status, attempts::int AS attempts, last_error FROM email_outbox WHERE id = ${id}`))
    .rows[0] as { status: string; attempts: number; last_error: string | null }

const retries = async (id: number) =>
  (
    await given.payload.count({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'retry' } }, { documentId: { equals: String(id) } }] },
      overrideAccess: true,
    })
  ).totalDocs

describe('retry of a failed e-mail', () => {
  test('a super admin retries a failed e-mail once, however often the button is pressed', async () => {
    const { payload, actors } = given
    const id = await notification('failed', '550 mailbox unavailable')
    const token = await tokenOf(payload, actors.superAdmin)
    const answers = await Promise.all([1, 2, 3].map(() => rest('POST', `email-outbox/${id}/retry`, { token, body: {} })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => answer.body?.retried === true)).toHaveLength(1)
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null })
    expect(await retries(id)).toBe(1)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'retry' } }, { documentId: { equals: String(id) } }] },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ target: 'email-outbox', actorEmail: actors.superAdmin.email })
  })

  test('visitors, members and admins are refused; a missing e-mail is 404, one not failed 409, a body 400', async () => {
    const { payload, actors } = given
    const id = await notification('failed', 'timeout')
    const path = `email-outbox/${id}/retry`
    expect((await rest('POST', path, { body: {} })).status).toBe(403)
    expect((await rest('POST', path, { token: await tokenOf(payload, actors.member), body: {} })).status).toBe(403)
    const byAdmin = await rest('POST', path, { token: await tokenOf(payload, actors.admin), body: {} })
    expect(byAdmin.status).toBe(403)
    expect(byAdmin.body?.message).toBe('Only super admins can retry e-mails.')
    expect(await rowOf(id)).toMatchObject({ status: 'failed', last_error: 'timeout' })

    const token = await tokenOf(payload, actors.superAdmin)
    expect((await rest('POST', 'email-outbox/999999999/retry', { token, body: {} })).status).toBe(404)
    expect((await rest('POST', 'email-outbox/abc/retry', { token, body: {} })).status).toBe(404)
    const skipped = await notification('skipped', 'The member unsubscribed')
    const refused = await rest('POST', `email-outbox/${skipped}/retry`, { token, body: {} })
    expect(refused.status).toBe(409)
    expect(refused.body?.message).toBe('Only a failed e-mail can be retried.')
    expect((await rest('POST', path, { token, body: { status: 'pending' } })).status).toBe(400)
    expect(await rowOf(id)).toMatchObject({ status: 'failed' })
    expect(await retries(id)).toBe(0)
  })
})

describe('the operations overview', () => {
  test('counts pending jobs with the lag of the oldest due one, failures with the last error, and failed e-mails', async () => {
    const { payload } = given
    const db = payload.db.drizzle
    const queue = `ops-${tag}`
    await db.execute(sql`
      INSERT INTO payload_jobs (task_slug, queue, created_at, updated_at, wait_until, completed_at, has_error, error, processing)
      VALUES
        ('pruneAuditTrail', ${queue}, now() - interval '10 minutes', now(), NULL, NULL, false, NULL, false),
        ('pruneAuditTrail', ${queue}, now() - interval '2 minutes', now(), NULL, NULL, false, NULL, false),
        ('pruneAuditTrail', ${queue}, now(), now(), now() + interval '1 hour', NULL, false, NULL, false),
        ('pruneAuditTrail', ${queue}, now() - interval '1 day', now() - interval '1 hour', NULL, NULL, true, '{"message":"older failure"}', false),
        ('pruneAuditTrail', ${queue}, now() - interval '1 day', now() - interval '5 minutes', NULL, NULL, true, '{"message":"disk full"}', false),
        ('pruneAuditTrail', ${queue}, now() - interval '1 day', now(), NULL, now() - interval '3 hours', false, NULL, false)`)
    const failed = await notification('failed', `SMTP refused ${tag}`)

    const { tasks, emails } = await operationsOverview(payload)
    const task = tasks.find((candidate) => candidate.queue === queue)
    expect(task).toMatchObject({
      task: 'pruneAuditTrail',
      label: 'Prune audit entries past their retention',
      pending: 3,
      failures: 2,
      lastError: 'disk full',
    })
    // The oldest due pending job waited ten minutes; the one waiting for later is not due.
    expect(task!.lagSeconds).toBeGreaterThanOrEqual(595)
    expect(task!.lagSeconds).toBeLessThan(700)
    expect(new Date(task!.lastSuccessAt!).getTime()).toBeLessThan(Date.now() - 2.9 * 3600_000)
    // Scheduled tasks are listed even before they ever ran.
    expect(tasks.some((candidate) => candidate.queue === 'notifications' && candidate.task === 'pruneAuditTrail')).toBe(true)
    expect(emails.failed).toBeGreaterThanOrEqual(1)
    expect(emails.list.find((email) => email.id === failed)).toMatchObject({
      kind: 'event-reminder',
      recipient: given.actors.member.email,
      lastError: `SMTP refused ${tag}`,
    })
    expect(emails.list.length).toBeLessThanOrEqual(50)
  })
})
