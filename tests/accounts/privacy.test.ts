/**
 * Privacy (issue 8, item 9) on the server: a member's data export holds exactly their rows
 * and no secret, in pages; deleting one's own account needs the typed e-mail address, then
 * removes or anonymizes what the member owned (the admin delete's hooks) so that no row refers
 * to them, ends their sessions and leaves other members' data alone; the last super admin
 * cannot be deleted, one at a time or in bulk.
 */
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, handleEndpoints, initTransaction, killTransaction } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { LAST_SUPER_ADMIN } from '../../hooks/accounts/refuseDeletingLastSuperAdmin'
import { LAST_SUPER_ADMIN_ROLE } from '../../hooks/accounts/refuseRoleChangeUnlessSuperAdmin'
import { CONFIRMATION_MISMATCH } from '../../src/lib/accounts/privacy/accountDeletion'
import { deleteOwnAccount } from '../../src/lib/accounts/privacy/deleteOwnAccount'
import { memberDataFileName, memberDataStream } from '../../src/lib/accounts/privacy/memberDataExport'
import { MEMBER_DATA_SECTIONS, WITHHELD_ACCOUNT_FIELDS } from '../../src/lib/accounts/privacy/memberDataSections'
import { dashboardFigures } from '../../src/lib/engagement/dashboardFigures'
import { requestDatabase } from '../../src/lib/infrastructure/database/requestDatabase'
import { readErrorText } from '../../src/lib/shared/errors/errorText'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { tokenOf as restTokenOf } from '../support/rest'
import { afterDeletion, type Footprint, footprintNow, leaveFootprint, untouched, USER_REFERENCES } from '../support/userFootprint'

const given = useActors()

const newMember = (label: string, data: { role?: User['role']; organization?: number } = {}) =>
  createUser(given.payload, { email: `${label}-${uniqueTag()}@test.example`, ...data })
const organizationOf = (user: User) => (typeof user.organization === 'object' ? user.organization!.id : user.organization!)
const exportText = (userId: number) => new Response(memberDataStream(given.payload, userId, new Date())).text()
const sectionIds = (data: Record<string, unknown>, name: string) => (data[name] as { id: number }[]).map((row) => row.id)

/** Rows in any table whose foreign key points at the user (Payload's own tables included). */
async function rowsReferring(userId: number): Promise<Record<string, number>> {
  const keys = await given.payload.db.drizzle.execute(sql`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`)
  const counts: Record<string, number> = {}
  for (const { table, column } of keys.rows as { table: string; column: string }[]) {
    const found = await given.payload.db.drizzle.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${sql.identifier(column)} = ${userId}`,
    )
    counts[`${table}.${column}`] = Number(found.rows[0]!.n)
  }
  return counts
}

describe('what refers to a user', () => {
  test('every relationship to users in the collections is deleted or anonymized with the user, and exported', () => {
    const references = given.payload.config.collections
      .filter((collection) => !collection.slug.startsWith('payload-'))
      .flatMap((collection) =>
        collection.flattenedFields
          .filter((field) => (field.type === 'relationship' || field.type === 'upload') && [field.relationTo].flat().includes('users'))
          .map((field) => `${collection.slug}.${field.name}`),
      )
    expect(references.sort()).toEqual([...USER_REFERENCES].sort())
    expect(MEMBER_DATA_SECTIONS.map(({ collection, field }) => `${collection}.${field}`).sort()).toEqual([...USER_REFERENCES].sort())
  })
})

describe("a member's data export", () => {
  let member: User
  let other: User
  let mine: Footprint
  let theirs: Footprint
  let text: string
  let data: Record<string, unknown>

  beforeAll(async () => {
    const colleague = await newMember('colleague')
    member = await newMember('exporter', { organization: organizationOf(given.actors.member) })
    other = await newMember('neighbour', { organization: organizationOf(given.actors.member) })
    mine = await leaveFootprint(given.payload, member, colleague, given.actors.admin)
    theirs = await leaveFootprint(given.payload, other, colleague, given.actors.admin)
    // A session, a reset token and failed sign-ins: none of them may appear in the export.
    await given.payload.login({ collection: 'users', data: { email: member.email, password: 'test-password' } })
    await given.payload.forgotPassword({ collection: 'users', data: { email: member.email }, disableEmail: true })
    await expect(given.payload.login({ collection: 'users', data: { email: member.email, password: 'wrong-password' } })).rejects.toThrow()
    text = await exportText(member.id)
    data = JSON.parse(text)
  })

  test('has the account and profile, without credentials, tokens, sessions or lock fields', async () => {
    expect(data.account).toMatchObject({ id: member.id, email: member.email, firstName: 'Test', lastName: 'User', role: 'community_user' })
    for (const field of WITHHELD_ACCOUNT_FIELDS) expect(Object.keys(data.account as object)).not.toContain(field)
    const stored = await given.payload.db.drizzle.execute(sql`
      SELECT u.hash, u.salt, u.reset_password_token AS token, s.id AS session
      FROM users u JOIN users_sessions s ON s._parent_id = u.id WHERE u.id = ${member.id}`)
    const secrets = stored.rows[0] as { hash: string; salt: string; token: string; session: string }
    for (const secret of [secrets.hash, secrets.salt, secrets.token, secrets.session]) {
      expect(secret).toBeTruthy()
      expect(text).not.toContain(secret)
    }
  })

  test('has their organization, and exactly their rows in every section: none of anyone else', async () => {
    expect(data.organization).toMatchObject({ id: organizationOf(given.actors.member), name: expect.stringContaining('Member Org') })
    for (const section of MEMBER_DATA_SECTIONS) {
      const key = `${section.collection}.${section.field}` as keyof Footprint
      // Every row that points at the member: the footprint's, and those its rows caused (an
      // application's notices to the admins name the member as their actor).
      const stored = await given.payload.find({
        collection: section.collection,
        where: { [section.field]: { equals: member.id } },
        select: {},
        sort: 'id',
        limit: 1000,
        depth: 0,
        overrideAccess: true,
      })
      expect(stored.docs.map((doc) => doc.id)).toContain(mine[key])
      expect({ section: section.name, ids: sectionIds(data, section.name) }).toEqual({
        section: section.name,
        ids: stored.docs.map((doc) => doc.id),
      })
      expect(sectionIds(data, section.name)).not.toContain(theirs[key])
    }
    expect(text).not.toContain(other.email)
  })

  test('names related content by title, and gives the member back what they wrote', () => {
    const [application] = data.projectApplications as { project: { title: string }; message: string; status: string }[]
    expect(application!.project.title).toMatch(/^Footprint project /)
    expect(application!.message).toMatch(/^Let me in /)
    expect(application!.status).toBe('pending')
    const [answer] = data.surveyResponses as { question: { questionText: string }; responseValue: string }[]
    expect(answer!.question.questionText).toMatch(/^Why /)
    expect(answer!.responseValue).toMatch(/^Because /)
    const [invitation] = data.invitationsSent as { email: string; status: string }[]
    expect(invitation!.email).toMatch(/^expert-.*@invited\.example$/)
    const [upload] = data.uploads as { url: string; filename: string }[]
    expect(upload!.url).toContain(upload!.filename)
  })

  test('reads long sections page by page and leaves out no row and repeats none', async () => {
    const reader = await newMember('reader')
    const document = await createDoc(
      given.payload,
      'documents',
      { title: `Paged ${uniqueTag()}`, company: 'ACME', documentType: 'Report' },
      { file: pdfFile() },
    )
    const inserted = await given.payload.db.drizzle.execute(sql`
      INSERT INTO document_downloads (user_id, document_id) SELECT ${reader.id}, ${document.id} FROM generate_series(1, 234) RETURNING id`)
    const paged = JSON.parse(await exportText(reader.id)) as Record<string, unknown>
    const expected = (inserted.rows as { id: number }[]).map((row) => Number(row.id)).sort((a, b) => a - b)
    expect(sectionIds(paged, 'documentDownloads')).toEqual(expected)
    expect(sectionIds(paged, 'savedEventDates')).toEqual([])
  })

  test('is named for the day it was made', () => {
    expect(memberDataFileName(new Date('2026-03-04T23:30:00Z'))).toBe('itot-community-data-2026-03-04.json')
  })
})

describe("an admin's copy of a member's export", () => {
  const exportRequest = (path: string, token?: string) =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/users/${path}/export`, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
    })
  const tokenOf = (user: User) => restTokenOf(given.payload, user)

  test('GET /api/users/:id/export gives an admin the same file, named for the user', async () => {
    const response = await exportRequest(String(given.actors.member.id), await tokenOf(given.actors.admin))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="itot-community-data-user-${given.actors.member.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    )
    const exported = (await response.json()) as { account: { id: number; email: string } }
    expect(exported.account).toMatchObject({ id: given.actors.member.id, email: given.actors.member.email })
  })

  test('is refused to members (even for their own id) and visitors, and unknown ids are not found', async () => {
    const memberToken = await tokenOf(given.actors.member)
    for (const [path, token, status] of [
      [String(given.actors.member.id), memberToken, 403],
      [String(given.actors.otherMember.id), memberToken, 403],
      [String(given.actors.member.id), undefined, 403],
      ['not-a-number', await tokenOf(given.actors.admin), 404],
      ['999999999', await tokenOf(given.actors.admin), 404],
    ] as const) {
      const response = await exportRequest(path, token)
      expect({ path, status: response.status }).toEqual({ path, status })
      expect((await response.json()).message).toBeTruthy()
    }
  })
})

describe('deleting your own account', () => {
  test('a wrong confirmation is refused with 400 and deletes nothing', async () => {
    const member = await newMember('hesitant')
    const colleague = await newMember('colleague')
    const footprint = await leaveFootprint(given.payload, member, colleague, given.actors.admin)
    for (const typed of ['', 'DELETE', `x${member.email}`, given.actors.otherMember.email]) {
      await expect(deleteOwnAccount({ payload: given.payload, user: member }, { confirmation: typed })).rejects.toMatchObject({
        status: 400,
        message: readErrorText(CONFIRMATION_MISMATCH),
      })
    }
    expect(await given.payload.findByID({ collection: 'users', id: member.id, depth: 0, overrideAccess: true })).toMatchObject({
      id: member.id,
    })
    expect(await footprintNow(given.payload, footprint)).toEqual(untouched(member))
  })

  test('deletes or anonymizes everything, so no row refers to the member, and ends their sessions', async () => {
    const colleague = await newMember('colleague')
    const leaving = await newMember('leaving', { organization: organizationOf(given.actors.member) })
    const staying = await newMember('staying', { organization: organizationOf(given.actors.member) })
    const leavingRows = await leaveFootprint(given.payload, leaving, colleague, given.actors.admin)
    const stayingRows = await leaveFootprint(given.payload, staying, colleague, given.actors.admin)
    const { token } = await given.payload.login({ collection: 'users', data: { email: leaving.email, password: 'test-password' } })
    expect(Object.values(await rowsReferring(leaving.id)).some((count) => count > 0)).toBe(true)

    // Typed in capitals with spaces around: still the account's address.
    await deleteOwnAccount({ payload: given.payload, user: leaving }, { confirmation: `  ${leaving.email.toUpperCase()} ` })

    expect(await given.payload.findByID({ collection: 'users', id: leaving.id, disableErrors: true, overrideAccess: true })).toBeNull()
    expect(await footprintNow(given.payload, leavingRows)).toEqual(afterDeletion())
    const referring = await rowsReferring(leaving.id)
    expect(Object.keys(referring)).toEqual(expect.arrayContaining(['users_sessions._parent_id', 'member_engagement.user_id']))
    expect(Object.entries(referring).filter(([, count]) => count > 0)).toEqual([])
    expect((await given.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user).toBeNull()
    await expect(given.payload.login({ collection: 'users', data: { email: leaving.email, password: 'test-password' } })).rejects.toThrow()

    // The other member, their rows and the shared organization are as they were.
    expect(await footprintNow(given.payload, stayingRows)).toEqual(untouched(staying))
    expect(await given.payload.findByID({ collection: 'users', id: staying.id, depth: 0, overrideAccess: true })).toMatchObject({
      organization: organizationOf(given.actors.member),
    })
    expect(
      await given.payload.findByID({
        collection: 'organizations',
        id: organizationOf(given.actors.member),
        depth: 0,
        overrideAccess: true,
      }),
    ).toBeTruthy()
  })

  test("the dashboard's Total document downloads still counts a deleted member's downloads", async () => {
    const leaving = await newMember('counted')
    await leaveFootprint(given.payload, leaving, await newMember('colleague'), given.actors.admin)
    await deleteOwnAccount({ payload: given.payload, user: leaving }, { confirmation: leaving.email })
    // One snapshot: other test files write at the same time.
    const { figures, total, anonymized } = await given.payload.db.drizzle.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`)
      const count = async (query: ReturnType<typeof sql>) => Number((await tx.execute(query)).rows[0]!.n)
      return {
        figures: await dashboardFigures(tx),
        total: await count(sql`SELECT count(*) AS n FROM document_downloads`),
        anonymized: await count(sql`SELECT count(*) AS n FROM document_downloads WHERE user_id IS NULL`),
      }
    })
    expect(anonymized).toBeGreaterThan(0)
    expect(figures.documentDownloads).toBe(total)
  })

  test('a super admin may delete their account while another super admin remains', async () => {
    const superAdmin = await newMember('retiring-super', { role: 'super_admin' })
    await deleteOwnAccount({ payload: given.payload, user: superAdmin }, { confirmation: superAdmin.email })
    expect(await given.payload.findByID({ collection: 'users', id: superAdmin.id, disableErrors: true, overrideAccess: true })).toBeNull()
  })
})

describe('the last super admin', () => {
  /**
   * Runs `check` in a transaction in which `keep` are the only super admins (every other one is
   * demoted there), then rolls it all back: other test files share the database.
   */
  async function withOnlySuperAdmins(keep: User[], check: (req: Awaited<ReturnType<typeof createLocalReq>>) => Promise<void>) {
    const req = await createLocalReq({}, given.payload)
    await initTransaction(req)
    try {
      const db = await requestDatabase(req, 'the test demotes every other super admin inside a transaction it rolls back')
      const ids = sql.join(
        keep.map((user) => sql`${user.id}`),
        sql`, `,
      )
      await db.execute(sql`UPDATE users SET role = 'community_user' WHERE role = 'super_admin' AND id NOT IN (${ids})`)
      await check(req)
    } finally {
      await killTransaction(req)
    }
  }
  const superAdminIds = async (req: Awaited<ReturnType<typeof createLocalReq>>) =>
    (
      (
        await (
          await requestDatabase(req, 'the test reads the super admins inside its transaction')
        ).execute(sql`SELECT id FROM users WHERE role = 'super_admin' ORDER BY id`)
      ).rows as {
        id: number
      }[]
    ).map((row) => Number(row.id))

  test('cannot be demoted: 409 with a clear message; with another super admin they can', async () => {
    const lone = await newMember('lone-super-role', { role: 'super_admin' })
    await withOnlySuperAdmins([lone], async (req) => {
      await expect(
        given.payload.update({ collection: 'users', id: lone.id, data: { role: 'admin' }, req, user: lone, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 409, message: LAST_SUPER_ADMIN_ROLE })
    })
    expect(await given.payload.findByID({ collection: 'users', id: lone.id, depth: 0, overrideAccess: true })).toMatchObject({
      role: 'super_admin',
    })
    const demoted = await given.payload.update({
      collection: 'users',
      id: lone.id,
      data: { role: 'admin' },
      user: lone,
      overrideAccess: false,
    })
    expect(demoted.role).toBe('admin')
  })

  test('cannot be deleted, by themself or by anyone: 409 with a clear message', async () => {
    const lone = await newMember('lone-super', { role: 'super_admin' })
    await withOnlySuperAdmins([lone], async (req) => {
      await expect(given.payload.delete({ collection: 'users', id: lone.id, req, overrideAccess: true })).rejects.toMatchObject({
        status: 409,
        message: LAST_SUPER_ADMIN,
      })
    })
    expect(await given.payload.findByID({ collection: 'users', id: lone.id, depth: 0, overrideAccess: true })).toMatchObject({
      role: 'super_admin',
    })
    // The rollback gave the other test files their super admins back.
    expect(
      (await given.payload.count({ collection: 'users', where: { role: { equals: 'super_admin' } }, overrideAccess: true })).totalDocs,
    ).toBeGreaterThan(1)
  })

  test('one bulk delete of the last two super admins deletes one and refuses the other', async () => {
    const first = await newMember('pair-super', { role: 'super_admin' })
    const second = await newMember('pair-super', { role: 'super_admin' })
    await withOnlySuperAdmins([first, second], async (req) => {
      const result = await given.payload.delete({
        collection: 'users',
        where: { id: { in: [first.id, second.id] } },
        req,
        overrideAccess: true,
      })
      expect(result.docs).toHaveLength(1)
      expect(result.errors).toEqual([expect.objectContaining({ message: LAST_SUPER_ADMIN })])
      expect(await superAdminIds(req)).toHaveLength(1)
    })
  })
})
