import { parse } from 'csv-parse/sync'
import http from 'node:http'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { EXPORTABLE_COLLECTIONS } from '../../src/lib/admin/exports/exportableCollections'
import { checkExport, EXPORT_BATCH, type ExportInput, exportCollection } from '../../src/lib/admin/exports/exportCollection'
import { exportColumns } from '../../src/lib/admin/exports/exportColumns'
import { EXPORTS_AT_ONCE_PER_ADMIN, EXPORTS_BUSY, exportsRunning } from '../../src/lib/admin/exports/exportPlaces'
import type { User } from '../../src/payload-types'
import { uniqueTag } from '../support/actors'
import { startAppHttpServer } from '../support/appHttpServer'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
/** The site's own origin, which payload.config's csrf lets a session cookie come from (SERVER_URL in tests). */
const SITE_ORIGIN = new URL(process.env.SERVER_URL ?? 'http://localhost:3000').origin
const tag = uniqueTag()

/** The whole file of an export, as the endpoint would stream it. */
async function exportText(user: User, input: ExportInput): Promise<{ text: string; rowCount: number; filename: string }> {
  const file = await exportCollection({ payload: given.payload, user }, input)
  let text = ''
  for await (const chunk of file.chunks) text += chunk
  return { text, rowCount: file.rowCount, filename: file.filename }
}

const csvRows = (text: string): Record<string, string>[] => parse(text, { columns: true, bom: false }) as Record<string, string>[]
const csvHeader = (text: string): string[] => (parse(text, { to_line: 1 }) as string[][])[0]!

/** Account internals and secrets that no export may hold, by any name. */
const FORBIDDEN = [
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'calendarFeedKey',
  'password',
]

describe('exports: who and what', () => {
  test('members, visitors and bad input are refused before any file starts', async () => {
    const { payload, actors } = given
    await expect(exportCollection({ payload, user: actors.member }, { collection: 'users', format: 'csv' })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      exportCollection({ payload, user: null as unknown as User }, { collection: 'users', format: 'csv' }),
    ).rejects.toMatchObject({ status: 403 })
    const refusal = (input: ExportInput) => exportCollection({ payload, user: actors.admin }, input)
    await expect(refusal({ collection: 'users', format: 'xml' })).rejects.toMatchObject({
      status: 400,
      message: 'The format must be csv or json.',
    })
    await expect(refusal({ collection: 'events', format: 'csv' })).rejects.toMatchObject({
      status: 400,
      message: 'This collection cannot be exported.',
    })
    await expect(refusal({ collection: 'users', format: 'csv', sort: 'password' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Exports can be sorted by ID, Email, First Name'),
    })
    await expect(refusal({ collection: 'users', format: 'csv', sort: 'a,b' })).rejects.toMatchObject({ status: 400 })
    await expect(refusal({ collection: 'users', format: 'csv', where: 'x' as never })).rejects.toMatchObject({ status: 400 })
    await expect(refusal({ collection: 'users', format: 'csv', search: 'x'.repeat(201) })).rejects.toMatchObject({ status: 400 })
    // Payload's own check of a filter: a path that cannot be queried.
    await expect(refusal({ collection: 'users', format: 'csv', where: { hash: { equals: 'x' } } })).rejects.toMatchObject({ status: 400 })
    await expect(refusal({ collection: 'users', format: 'csv', where: { nothing: { equals: 'x' } } })).rejects.toMatchObject({
      status: 400,
    })
  })

  test('a users export never holds a password hash, salt, session, token or calendar key', async () => {
    const { payload, actors } = given
    const feedKey = `feed-key-${tag}-secret`
    await payload.update({ collection: 'users', id: actors.member.id, data: { calendarFeedKey: feedKey } as never, overrideAccess: true })
    await payload.forgotPassword({ collection: 'users', data: { email: actors.member.email }, disableEmail: true })
    const where = { email: { equals: actors.member.email } }
    const organization = actors.member.organization
    const organizationId = typeof organization === 'object' ? organization?.id : organization
    const csv = await exportText(actors.admin, { collection: 'users', format: 'csv', where })
    const header = csvHeader(csv.text)
    expect(header).toEqual([
      'ID',
      'Email',
      'First Name',
      'Last Name',
      'Job role',
      'Working in',
      'Language',
      'Organization (member)',
      'Organization (member): Organization Name',
      'Affiliation (shown only)',
      'Affiliation (shown only): Organization Name',
      'Organization admin',
      'Education',
      'Networking',
      'Use Cases',
      'Research',
      'E-mail 24 hours before a saved event',
      'E-mail 30 minutes before a session in My Agenda',
      'E-mail when a saved event or a marked session changes',
      'Weekly digest e-mail',
      'System Role',
      'Last Online',
      'Google account',
      'E-mail verified',
      'Created at',
      'Updated at',
    ])
    for (const name of FORBIDDEN) expect(header.map((heading) => heading.toLowerCase())).not.toContain(name.toLowerCase())
    const [row] = csvRows(csv.text)
    expect(row).toMatchObject({
      ID: String(actors.member.id),
      Email: actors.member.email,
      'Organization (member)': String(organizationId),
      'Organization (member): Organization Name': expect.stringMatching(/^Member Org/),
    })
    expect(csv.text).not.toContain(feedKey)

    const json = JSON.parse((await exportText(actors.superAdmin, { collection: 'users', format: 'json', where })).text) as Record<
      string,
      unknown
    >[]
    expect(json).toHaveLength(1)
    for (const name of FORBIDDEN) expect(Object.keys(json[0]!)).not.toContain(name)
    expect(json[0]).toMatchObject({
      id: actors.member.id,
      email: actors.member.email,
      organization: { id: organizationId, name: expect.stringMatching(/^Member Org/) },
    })
    expect(JSON.stringify(json)).not.toContain(feedKey)
  })

  test("the columns follow the asker's field access: a field the asker may not read is not a column", async () => {
    const { payload, actors } = given
    const columns = async (user: User) =>
      (await exportColumns(payload, await createLocalReq({ user }, payload), 'users')).map((column) => column.name)
    // googleId: only admins read it (collections/Users); a member's view of the same collection lacks it.
    expect(await columns(actors.admin)).toContain('googleId')
    expect(await columns(actors.superAdmin)).toContain('googleId')
    expect(await columns(actors.member)).not.toContain('googleId')
    for (const slug of EXPORTABLE_COLLECTIONS) {
      const names = (await exportColumns(payload, await createLocalReq({ user: actors.admin }, payload), slug)).map((column) => column.name)
      for (const name of FORBIDDEN) expect(names, slug).not.toContain(name)
      expect(names[0], slug).toBe('id')
    }
  })

  test('applications: the list columns with the applicant and project by name, one line each', async () => {
    const { payload, actors } = given
    const project = await createDoc(payload, 'projects', {
      title: `Export project ${tag}`,
      type: 'Research',
      startDate: '2030-01-01T00:00:00Z',
      _status: 'published',
    })
    const application = await createDoc(
      payload,
      'project-applications',
      { project: project.id, message: '=HYPERLINK("http://evil.example")' },
      { user: actors.member },
    )
    const { text, rowCount, filename } = await exportText(actors.admin, {
      collection: 'project-applications',
      format: 'csv',
      where: { project: { equals: project.id } },
    })
    expect(rowCount).toBe(1)
    expect(filename).toMatch(/^project-applications-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(csvHeader(text)).toEqual([
      'ID',
      'Project',
      'Project: Title',
      'User',
      'User: Email',
      'First name',
      'Last name',
      'E-mail',
      'Message',
      'Organization',
      'Project type',
      'Status',
      'Created at',
      'Updated at',
    ])
    const [row] = csvRows(text)
    expect(row).toMatchObject({
      ID: String(application.id),
      Project: String(project.id),
      'Project: Title': `Export project ${tag}`,
      User: String(actors.member.id),
      'User: Email': actors.member.email,
      'E-mail': actors.member.email,
      Organization: expect.stringMatching(/^Member Org/),
      'Project type': 'Research',
      Status: 'pending',
      // A spreadsheet reads the message as text, not as a formula.
      Message: `'=HYPERLINK("http://evil.example")`,
    })
    expect(row!['Created at']).toBe(new Date(application.createdAt).toISOString())

    // The export is in the audit trail: who, which collection and format, the filter and the rows.
    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'export' } },
          { actorId: { equals: actors.admin.id } },
          { summary: { contains: `"equals":${project.id}` } },
        ],
      },
      overrideAccess: true,
    })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ target: 'project-applications', details: { format: 'csv', rows: 1 } })
  })
})

describe('exports: many rows, in order, in batches', () => {
  const ROWS = EXPORT_BATCH * 2 + 17
  /** Invitations of one tag, about a third never sent, and sent ones sharing times (ties). */
  const arrange = async () => {
    const { payload, actors } = given
    const base = Date.parse('2030-01-01T00:00:00Z')
    for (let start = 0; start < ROWS; start += 25)
      await Promise.all(
        Array.from({ length: Math.min(25, ROWS - start) }, (_, offset) => start + offset).map((index) =>
          createDoc(payload, 'invitations', {
            email: `bulk-${tag}-${String(index).padStart(3, '0')}@export.test`,
            invitedBy: actors.member.id,
            invitedAt: index % 3 === 0 ? null : new Date(base + (index % 7) * 60_000).toISOString(),
          }),
        ),
      )
    return { where: { email: { like: `bulk-${tag}-` } } }
  }

  test('every row exactly once, in the order of the sort field then the id, going up and down, with empty values', async () => {
    const { payload, actors } = given
    const { where } = await arrange()
    const all = await payload.find({
      collection: 'invitations',
      where,
      limit: ROWS + 10,
      depth: 0,
      overrideAccess: true,
      select: { invitedAt: true },
    })
    expect(all.docs).toHaveLength(ROWS)
    const time = (value: unknown) => (value ? Date.parse(value as string) : null)
    const ascending = [...all.docs].sort((a, b) => {
      const [x, y] = [time(a.invitedAt), time(b.invitedAt)]
      if (x === y) return a.id - b.id
      if (x === null) return 1
      if (y === null) return -1
      return x - y
    })
    // PostgreSQL's order: NULLs last going up, first going down.
    const descending = [...ascending].reverse()

    const up = csvRows((await exportText(actors.admin, { collection: 'invitations', format: 'csv', where, sort: 'invitedAt' })).text)
    expect(up.map((row) => Number(row.ID))).toEqual(ascending.map((doc) => doc.id))
    const down = JSON.parse(
      (await exportText(actors.admin, { collection: 'invitations', format: 'json', where, sort: '-invitedAt' })).text,
    ) as { id: number; invitedBy: { id: number; email: string } }[]
    expect(down.map((row) => row.id)).toEqual(descending.map((doc) => doc.id))
    expect(down[0]!.invitedBy).toEqual({ id: actors.member.id, email: actors.member.email })

    // The list's search (its searchable fields) and a text sort.
    const searched = await exportText(actors.admin, { collection: 'invitations', format: 'csv', search: `bulk-${tag}-01`, sort: '-email' })
    const emails = csvRows(searched.text).map((row) => row.Email)
    expect(searched.rowCount).toBe(10)
    expect(emails).toEqual(Array.from({ length: 10 }, (_, index) => `bulk-${tag}-01${9 - index}@export.test`))
  })

  test('an empty export is a header, or an empty JSON list', async () => {
    const { actors } = given
    const where = { email: { equals: `nobody-${tag}@export.test` } }
    const csv = await exportText(actors.admin, { collection: 'invitations', format: 'csv', where })
    expect(csvRows(csv.text)).toEqual([])
    expect(csvHeader(csv.text)[0]).toBe('ID')
    expect(JSON.parse((await exportText(actors.admin, { collection: 'invitations', format: 'json', where })).text)).toEqual([])
  })
})

describe('exports over HTTP (GET /api/{collection}/export)', () => {
  test('admins get the file; members and visitors 403; bad input 400 with a message, never 500', async () => {
    const { payload, actors } = given
    const email = encodeURIComponent(actors.member.email)
    const path = `users/export?format=json&where[email][equals]=${email}`
    const admin = await rest('GET', path, { token: await tokenOf(payload, actors.admin) })
    expect(admin.status).toBe(200)
    expect((admin.body as unknown as { id: number }[]).map((row) => row.id)).toEqual([actors.member.id])
    expect((await rest('GET', path, { token: await tokenOf(payload, actors.member) })).status).toBe(403)
    expect((await rest('GET', path)).status).toBe(403)

    const token = await tokenOf(payload, actors.superAdmin)
    const refusals: [string, RegExp][] = [
      ['invitations/export?format=xml', /format must be csv or json/],
      ['invitations/export?format[]=csv', /format must be csv or json/],
      ['invitations/export?format=csv&where={bad', /where parameter must be a set of conditions/],
      ['invitations/export?format=csv&where=[1,2]', /where parameter must be a set of conditions/],
      ['invitations/export?format=csv&sort=hash', /Exports can be sorted by/],
      ['invitations/export?format=csv&where[zzUnknown][equals]=1', /cannot be queried/],
      ['invitations/export?format=csv&where[id][in]=abc', /.+/],
      ['users/export?format=csv&where[hash][equals]=x', /cannot be queried/],
    ]
    for (const [request, message] of refusals) {
      const answer = await rest('GET', request, { token })
      expect(answer.status, request).toBe(400)
      expect(answer.body?.message ?? answer.body?.errors?.[0]?.message, request).toMatch(message)
    }
  })
})

/** A GET over real HTTP with exactly the headers given (a browser's, or another site's page's). */
function httpGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
      })
      .on('error', reject)
  })
}

describe('exports as the list links download them (issue 48)', () => {
  let server: Awaited<ReturnType<typeof startAppHttpServer>>
  beforeAll(async () => {
    server = await startAppHttpServer(given.payload)
  })
  afterAll(async () => {
    await server?.close()
  })

  const exportsAudited = async (admin: User) =>
    (
      await given.payload.count({
        collection: 'audit-log',
        where: { and: [{ action: { equals: 'export' } }, { actorId: { equals: admin.id } }] },
        overrideAccess: true,
      })
    ).totalDocs

  test("the site's own link downloads the file as an attachment; another site's link, image or form cannot start an export with the admin's cookie", async () => {
    const { payload, actors } = given
    const cookie = `payload-token=${await tokenOf(payload, actors.admin)}`
    const url = `${server.url}/api/users/export?format=csv&where[email][equals]=${encodeURIComponent(actors.member.email)}`
    const before = await exportsAudited(actors.admin)

    // The link clicked in the admin panel: a same-origin navigation the browser turns into a download.
    const own = await httpGet(url, { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' })
    expect(own.status, own.body).toBe(200)
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(own.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(own.headers['cache-control']).toBe('no-store')
    expect(csvRows(own.body).map((row) => row.Email)).toEqual([actors.member.email])
    expect(await exportsAudited(actors.admin)).toBe(before + 1)

    // Another site: a link or <img> (a cross-site GET without Origin), a form or script (its Origin),
    // and a client that says nothing of where it comes from: the cookie counts for none (payload.config's csrf).
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://evil.example' },
      {},
    ]) {
      const answer = await httpGet(url, { Cookie: cookie, ...headers })
      expect({ headers, status: answer.status }).toEqual({ headers, status: 403 })
      expect(answer.body).not.toContain(actors.member.email)
    }
    // The site's own Origin (a fetch from the admin panel) counts.
    expect((await httpGet(url, { Cookie: cookie, Origin: SITE_ORIGIN })).status).toBe(200)
    expect(await exportsAudited(actors.admin)).toBe(before + 2)
  })

  test('check=1 answers whether the export would start and how many rows it holds, without a file or an audit entry', async () => {
    const { payload, actors } = given
    const token = await tokenOf(payload, actors.admin)
    const before = await exportsAudited(actors.admin)
    const email = encodeURIComponent(actors.member.email)
    const check = await rest('GET', `users/export?format=json&check=1&where[email][equals]=${email}`, { token })
    expect(check.status).toBe(200)
    expect(check.body).toEqual({ rows: 1, filename: expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.json$/) })
    expect((await rest('GET', `users/export?format=csv&check=1&sort=hash`, { token })).body?.message).toMatch(/Exports can be sorted by/)
    expect((await rest('GET', `users/export?format=csv&check=yes`, { token })).status).toBe(400)
    expect((await rest('GET', `users/export?format=csv&check=1`, { token: await tokenOf(payload, actors.member) })).status).toBe(403)
    expect(await exportsAudited(actors.admin)).toBe(before)
  })

  test('an admin has at most two exports streaming at once: the third is refused (429) until one ends or is cancelled; other admins are not held up', async () => {
    const { payload, actors } = given
    const admin = { payload, user: actors.admin }
    const input: ExportInput = { collection: 'invitations', format: 'csv', where: { email: { equals: `none-${tag}@export.test` } } }
    expect(EXPORTS_AT_ONCE_PER_ADMIN).toBe(2)
    const first = await exportCollection(admin, input)
    const second = await exportCollection(admin, input)
    expect(exportsRunning(actors.admin.id)).toBe(2)
    await expect(exportCollection(admin, input)).rejects.toMatchObject({ status: 429, message: EXPORTS_BUSY })
    await expect(checkExport(admin, input)).rejects.toMatchObject({ status: 429, message: EXPORTS_BUSY })
    const refused = await rest('GET', 'invitations/export?format=csv', { token: await tokenOf(payload, actors.admin) })
    expect(refused).toMatchObject({ status: 429, body: { message: EXPORTS_BUSY } })

    // Another admin exports meanwhile.
    const other = await exportCollection({ payload, user: actors.superAdmin }, input)
    for await (const chunk of other.chunks) expect(chunk).toContain('ID')

    // A download cancelled before its first piece (the stream's cancel) gives its place back.
    await first.chunks.return(undefined)
    expect(exportsRunning(actors.admin.id)).toBe(1)
    const third = await exportCollection(admin, input)
    await expect(exportCollection(admin, input)).rejects.toMatchObject({ status: 429 })
    // One read to its end gives its place back too.
    let text = ''
    for await (const chunk of third.chunks) text += chunk
    expect(csvHeader(text)[0]).toBe('ID')
    expect(exportsRunning(actors.admin.id)).toBe(1)
    // Cancelled midway, after its first piece.
    expect((await second.chunks.next()).done).toBe(false)
    await second.chunks.return(undefined)
    expect(exportsRunning(actors.admin.id)).toBe(0)
    // A refusal before the file (a bad sort) holds no place.
    await expect(exportCollection(admin, { ...input, sort: 'hash' })).rejects.toMatchObject({ status: 400 })
    expect(exportsRunning(actors.admin.id)).toBe(0)
  })
})
