/**
 * The audit trail on the real database: admins' writes recorded with their changes (roles and
 * application decisions by name), sign-ins to the admin, exports; members' self-service writes
 * and failed writes left out; nobody edits or deletes an entry, through any API or in SQL;
 * super admins read it, admins do not; secrets recorded as changed only; the retention prune.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, test } from 'vitest'

import { startSession } from '../../src/lib/accounts/auth/startSession'
import { auditRetentionDays, DEFAULT_AUDIT_RETENTION_DAYS } from '../../src/lib/admin/audit/auditRetention'
import { pruneAuditTrail } from '../../src/lib/admin/audit/pruneAuditTrail'
import { recordAuditEvent } from '../../src/lib/admin/audit/recordAuditEvent'
import { saveEventDate } from '../../src/lib/events/saveEventDate'
import { inTransaction, requestAs } from '../../src/lib/infrastructure/database/inTransaction'
import type { AuditLog, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
const tag = uniqueTag()

/** The entries about one row, oldest first. */
async function entriesOf(target: string, documentId: number | string): Promise<AuditLog[]> {
  const { docs } = await given.payload.find({
    collection: 'audit-log',
    where: { and: [{ target: { equals: target } }, { documentId: { equals: String(documentId) } }] },
    sort: 'createdAt',
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

const changeOf = (entry: AuditLog | undefined, field: string) =>
  (entry?.changes as { field: string; from?: string | null; to?: string | null; changed?: true }[] | undefined)?.find(
    (change) => change.field === field,
  )

describe("admins' writes", () => {
  test('a create, an update and a delete are recorded with who, what and the fields from → to', async () => {
    const { payload, actors } = given
    const admin = actors.admin
    const organization = await createDoc(payload, 'organizations', { name: `Audited ${tag}`, type: 'industry' }, { user: admin })
    await payload.update({
      collection: 'organizations',
      id: organization.id,
      data: { name: `Renamed ${tag}`, type: 'academia' },
      user: admin,
      overrideAccess: false,
    })
    await payload.delete({ collection: 'organizations', id: organization.id, user: admin, overrideAccess: false })

    const [created, updated, deleted, ...more] = await entriesOf('organizations', organization.id)
    expect(more).toEqual([])
    for (const entry of [created, updated, deleted]) {
      expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, actorRole: 'admin' })
      expect(entry?.createdAt).toBeTruthy()
    }
    expect(created).toMatchObject({ action: 'create', title: `Audited ${tag}` })
    expect(changeOf(created, 'name')).toMatchObject({ from: null, to: `Audited ${tag}` })
    expect(updated).toMatchObject({ action: 'update', title: `Renamed ${tag}` })
    expect(changeOf(updated, 'name')).toMatchObject({ from: `Audited ${tag}`, to: `Renamed ${tag}` })
    // A select field reads as its option's label (the organization types' labels are their values).
    expect(changeOf(updated, 'type')).toMatchObject({ from: 'industry', to: 'academia' })
    expect(updated?.summary).toContain('Changed')
    expect(deleted).toMatchObject({ action: 'delete', title: `Renamed ${tag}`, summary: 'Deleted' })
    // A deleted row's entry says what it held.
    expect(changeOf(deleted, 'name')).toMatchObject({ from: `Renamed ${tag}`, to: null })
  })

  test('an update that changes nothing writes no entry', async () => {
    const { payload, actors } = given
    const organization = await createDoc(payload, 'organizations', { name: `Quiet ${tag}`, type: 'vendor' }, { user: actors.admin })
    await payload.update({
      collection: 'organizations',
      id: organization.id,
      data: { name: `Quiet ${tag}` },
      user: actors.admin,
      overrideAccess: false,
    })
    expect((await entriesOf('organizations', organization.id)).map((entry) => entry.action)).toEqual(['create'])
  })

  test("a role change shows the role before and after, and who changed it, even after the actor's account is gone", async () => {
    const { payload } = given
    const superAdmin = await createUser(payload, { email: `leaving-super-${tag}@test.example`, role: 'super_admin' })
    const member = await createUser(payload, { email: `promoted-${tag}@test.example` })
    await payload.update({ collection: 'users', id: member.id, data: { role: 'admin' }, user: superAdmin, overrideAccess: false })
    await payload.delete({ collection: 'users', id: superAdmin.id, overrideAccess: true })

    const [entry] = await entriesOf('users', member.id)
    expect(entry).toMatchObject({
      action: 'update',
      title: member.email,
      summary: 'Role: Community User → Admin',
      actorId: superAdmin.id,
      actorEmail: superAdmin.email,
      actorRole: 'super_admin',
    })
    expect(changeOf(entry, 'role')).toEqual({ field: 'role', label: 'System Role', from: 'Community User', to: 'Admin' })
  })

  test('an application decision through the review endpoint shows the decision from → to', async () => {
    const { payload, actors } = given
    const project = await createDoc(payload, 'projects', {
      title: `Audited project ${tag}`,
      type: 'Research',
      startDate: '2030-01-01T00:00:00Z',
    })
    const applicant = await createUser(payload, { email: `audit-applicant-${tag}@test.example` })
    const application = await createDoc(payload, 'project-applications', { project: project.id, user: applicant.id }, { user: applicant })
    // The applicant's own application is self-service: no entry.
    expect(await entriesOf('project-applications', application.id)).toEqual([])

    const response = await rest('POST', `project-applications/${application.id}/review`, {
      token: await tokenOf(payload, actors.admin),
      body: { decision: 'reject' },
    })
    expect(response.status).toBe(200)
    const [entry, ...more] = await entriesOf('project-applications', application.id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ action: 'update', summary: 'Decision: Pending → Rejected', actorEmail: actors.admin.email })
    expect(changeOf(entry, 'status')).toMatchObject({ from: 'Pending', to: 'Rejected' })
  })

  test('a new password is recorded as changed, never its value, hash or salt', async () => {
    const { payload, actors } = given
    const member = await createUser(payload, { email: `password-${tag}@test.example` })
    const secret = `Secret-${tag}-value`
    await payload.update({
      collection: 'users',
      id: member.id,
      data: { password: secret, jobRole: 'Engineer' },
      user: actors.superAdmin,
      overrideAccess: false,
    })
    const [entry] = await entriesOf('users', member.id)
    expect(changeOf(entry, 'password')).toEqual({ field: 'password', label: 'Password', changed: true })
    expect(changeOf(entry, 'jobRole')).toMatchObject({ from: null, to: 'Engineer' })
    const stored = JSON.stringify(entry)
    const { rows } = await payload.db.drizzle.execute(sql`SELECT hash, salt FROM users WHERE id = ${member.id}`)
    const { hash, salt } = rows[0] as { hash: string; salt: string }
    for (const value of [secret, hash, salt]) expect(stored).not.toContain(value)
    expect(changeOf(entry, 'hash')).toBeUndefined()
  })

  test("an admin's save of a global is recorded", async () => {
    const { payload, actors } = given
    const url = `https://example.com/live-${tag}`
    await payload.updateGlobal({ slug: 'live-session', data: { url }, user: actors.admin, overrideAccess: false })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'live-session' } }, { actorId: { equals: actors.admin.id } }] },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ action: 'update', title: 'Live Session', actorEmail: actors.admin.email })
    expect(changeOf(docs[0], 'url')).toMatchObject({ to: url })
  })
})

const countEntries = async (target: string) => ({
  count: (await given.payload.count({ collection: 'audit-log', where: { target: { equals: target } }, overrideAccess: true })).totalDocs,
})

describe('what the trail leaves out', () => {
  test("members' self-service writes (saving a date) are not recorded, an admin's own on the member site neither", async () => {
    const { payload, actors } = given
    const event = await createDoc(payload, 'events', { title: `Audit event ${tag}`, date: '2031-03-01T09:00:00.000Z' })
    const before = (await countEntries('saved-event-dates')).count
    await saveEventDate({ payload, user: actors.member }, { eventId: event.id, saved: true })
    await saveEventDate({ payload, user: actors.admin }, { eventId: event.id, saved: true })
    await saveEventDate({ payload, user: actors.member }, { eventId: event.id, saved: false })
    expect((await countEntries('saved-event-dates')).count).toBe(before)
    // The server's own writes (no user) are not an admin's either.
    expect(await entriesOf('events', event.id)).toEqual([])
  })

  test('a write that fails leaves no entry: the entry is in the transaction of the write', async () => {
    const { payload, actors } = given
    const organization = await createDoc(payload, 'organizations', { name: `Rolled back ${tag}`, type: 'vendor' })
    const req = await requestAs(payload, actors.admin)
    await expect(
      inTransaction(req, async () => {
        await payload.update({
          collection: 'organizations',
          id: organization.id,
          data: { name: `Never saved ${tag}` },
          req,
          overrideAccess: false,
        })
        throw new Error('a later step of the same write fails')
      }),
    ).rejects.toThrow('a later step')
    expect((await payload.findByID({ collection: 'organizations', id: organization.id })).name).toBe(`Rolled back ${tag}`)
    expect(await entriesOf('organizations', organization.id)).toEqual([])
  })
})

describe('sign-ins and exports', () => {
  test("an admin's sign-in is recorded, a member's is not", async () => {
    const { payload } = given
    const admin = await createUser(payload, { email: `signing-admin-${tag}@test.example`, role: 'admin' })
    const member = await createUser(payload, { email: `signing-member-${tag}@test.example` })
    await tokenOf(payload, admin)
    await tokenOf(payload, member)
    const signIns = async (user: User) =>
      (
        await payload.find({
          collection: 'audit-log',
          where: { and: [{ action: { equals: 'sign-in' } }, { actorId: { equals: user.id } }] },
          overrideAccess: true,
        })
      ).docs
    const [entry, ...more] = await signIns(admin)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorEmail: admin.email, actorRole: 'admin', summary: 'Signed in to the admin (password)' })
    expect(await signIns(member)).toEqual([])
  })

  test("a Google sign-in of an admin is recorded where its session starts, a member's is not", async () => {
    const { payload } = given
    const admin = await createUser(payload, { email: `google-admin-${tag}@test.example`, role: 'super_admin' })
    const member = await createUser(payload, { email: `google-member-${tag}@test.example` })
    await startSession(payload, admin, { method: 'google', userAgent: null })
    await startSession(payload, member, { method: 'google', userAgent: null })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'sign-in' } }, { actorId: { in: [admin.id, member.id] } }] },
      overrideAccess: true,
    })
    expect(docs.map((entry) => [entry.actorEmail, entry.summary, entry.details])).toEqual([
      [admin.email, 'Signed in to the admin (Google)', { method: 'google' }],
    ])
  })

  test('an export is recorded with its collection, format, filter and row count', async () => {
    const { payload, actors } = given
    await recordAuditEvent(
      { payload, user: actors.admin },
      { action: 'export', collection: 'project-applications', format: 'csv', filter: `status = pending ${tag}`, rows: 1234 },
    )
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'export' } }, { summary: { contains: tag } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      target: 'project-applications',
      actorEmail: actors.admin.email,
      summary: `CSV export, 1,234 rows, filtered: status = pending ${tag}`,
      details: { format: 'csv', filter: `status = pending ${tag}`, rows: 1234 },
    })
  })
})

describe('who reads the trail, and that nobody changes it', () => {
  test('super admins read it; admins, members and visitors do not', async () => {
    const { payload, actors } = given
    const read = (user?: User) => payload.find({ collection: 'audit-log', limit: 1, user, overrideAccess: false })
    expect((await read(actors.superAdmin)).totalDocs).toBeGreaterThan(0)
    for (const user of [actors.admin, actors.member, undefined]) await expect(read(user)).rejects.toThrow()
    expect((await rest('GET', 'audit-log?limit=1', { token: await tokenOf(payload, actors.superAdmin) })).status).toBe(200)
    expect((await rest('GET', 'audit-log?limit=1', { token: await tokenOf(payload, actors.admin) })).status).toBe(403)
  })

  test('nobody, not even a super admin, creates, updates or deletes an entry through REST or the local API; the database refuses it too', async () => {
    const { payload, actors } = given
    const organization = await createDoc(payload, 'organizations', { name: `Kept ${tag}`, type: 'vendor' }, { user: actors.admin })
    const [entry] = await entriesOf('organizations', organization.id)
    const token = await tokenOf(payload, actors.superAdmin)
    expect((await rest('PATCH', `audit-log/${entry!.id}`, { token, body: { summary: 'rewritten' } })).status).toBe(403)
    expect((await rest('DELETE', `audit-log/${entry!.id}`, { token })).status).toBe(403)
    expect((await rest('POST', 'audit-log', { token, body: { action: 'create', summary: 'forged' } })).status).toBe(403)
    await expect(
      payload.update({
        collection: 'audit-log',
        id: entry!.id,
        data: { summary: 'rewritten' },
        user: actors.superAdmin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'audit-log', id: entry!.id, user: actors.superAdmin, overrideAccess: false }),
    ).rejects.toThrow()

    // In SQL, whoever connects: the trigger refuses an update, a delete and a truncate.
    const db = payload.db.drizzle
    await expect(db.execute(sql`UPDATE audit_log SET summary = 'rewritten' WHERE id = ${entry!.id}`)).rejects.toThrow()
    await expect(db.execute(sql`DELETE FROM audit_log WHERE id = ${entry!.id}`)).rejects.toThrow()
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow()
    expect((await entriesOf('organizations', organization.id))[0]).toMatchObject({ id: entry!.id, summary: entry!.summary })
  })
})

describe('retention', () => {
  test('AUDIT_RETENTION_DAYS: a whole number of days, else a year', () => {
    expect(auditRetentionDays('30')).toBe(30)
    expect(auditRetentionDays(undefined)).toBe(DEFAULT_AUDIT_RETENTION_DAYS)
    expect(auditRetentionDays('0')).toBe(DEFAULT_AUDIT_RETENTION_DAYS)
    expect(auditRetentionDays('ten')).toBe(DEFAULT_AUDIT_RETENTION_DAYS)
  })

  test('the prune removes only entries older than the retention', async () => {
    const { payload } = given
    const db = payload.db.drizzle
    const insert = async (age: string, title: string) =>
      Number(
        (
          (
            await db.execute(sql`
              INSERT INTO audit_log (action, actor_id, actor_email, actor_role, target, document_id, title, summary, created_at, updated_at)
              VALUES ('update', 1, 'old@test.example', 'admin', 'events', '1', ${title}, 'Changed Title',
                now() - ${age}::interval, now() - ${age}::interval)
              RETURNING id`)
          ).rows[0] as { id: number }
        ).id,
      )
    const old = await insert('31 days', `old ${tag}`)
    const recent = await insert('29 days', `recent ${tag}`)
    expect(await pruneAuditTrail(payload, 30)).toBeGreaterThanOrEqual(1)
    const { rows } = await db.execute(sql`SELECT id FROM audit_log WHERE id IN (${old}, ${recent})`)
    expect(rows.map((row) => Number((row as { id: number }).id))).toEqual([recent])
  })
})
