/**
 * The admin lists' CSV import (issue 48, item 3), through the app's own API routes in process
 * (request guards included) with real requests, on the real database and SMTP server: the dry
 * run's creates, updates and refusals with the file's line numbers (quoted delimiters and line
 * breaks, a byte-order mark, CRLF, German Excel's semicolons), the confirm writing exactly the
 * plan in one transaction (all or nothing) through the hooks and the audit trail, the
 * invitation sender limit applied per row, and refusals of everyone but admins, of files over
 * the size cap before parsing, of another content type and of a stale or missing plan.
 */
import pg from 'pg'
import { afterEach, describe, expect, test } from 'vitest'

import { IMPORT_MAX_BYTES } from '../../src/lib/admin/imports/importableCollections'
import { parseCsv } from '../../src/lib/admin/imports/parseCsv'
import { plainTextToRichText } from '../../src/lib/content/richText/plainTextToRichText'
import { richTextToPlainText } from '../../src/lib/content/richText/richTextToPlainText'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { api } from '../support/appRoutes'
import { createDoc } from '../support/create'
import { mailTo, waitForMail } from '../support/mail'
import { useActors } from '../support/payload'
import { tokenOf } from '../support/rest'

const given = useActors()
const tag = uniqueTag()

type Preview = {
  fingerprint: string
  counts: { create: number; update: number; unchanged: number; refused: number }
  rows: { line: number; action: 'create' | 'update'; label: string; changes: string[] }[]
  refusals: { line: number; label: string; reasons: string[] }[]
  ignoredColumns: string[]
  notes: string[]
  message?: string
}
type Result = { message: string; created: number; updated: number; unchanged: number; failures: Preview['refusals'] }

const tokens = new Map<number, string>()
const tokenFor = async (user: User) => {
  if (!tokens.has(user.id)) tokens.set(user.id, await tokenOf(given.payload, user))
  return tokens.get(user.id)!
}

/** POST the file to the import's preview, or to its confirm with a plan; the status and the parsed answer. */
async function send(
  user: User | null,
  collection: string,
  file: string | Uint8Array,
  options: { plan?: string | null; contentType?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const path =
    options.plan === undefined
      ? `/api/${collection}/import/preview`
      : `/api/${collection}/import${options.plan ? `?plan=${options.plan}` : ''}`
  const answer = await api('POST', path, {
    token: user ? await tokenFor(user) : null,
    headers: { 'Content-Type': options.contentType ?? 'text/csv' },
    body: file,
  })
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> }
}
const preview = async (user: User, collection: string, file: string | Uint8Array) => {
  const answer = await send(user, collection, file)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as unknown as Preview
}
const confirm = async (user: User, collection: string, file: string | Uint8Array, plan: Preview) => {
  const answer = await send(user, collection, file, { plan: plan.fingerprint })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as unknown as Result
}

const organizationsNamed = async (prefix: string) =>
  (
    await given.payload.find({
      collection: 'organizations',
      where: { name: { like: prefix } },
      sort: 'name',
      depth: 0,
      limit: 50,
      overrideAccess: true,
    })
  ).docs

describe('organizations: the dry run and its confirm', () => {
  test('a dry run lists creates, updates, unchanged rows and refusals by the file’s own lines; the confirm writes exactly that', async () => {
    const { payload, actors } = given
    const word = `Orgimport${tag}`
    const saved = await createDoc(payload, 'organizations', { name: `Acme ${word}`, type: 'vendor', sector: 'Energy' })
    const same = await createDoc(payload, 'organizations', { name: `Same ${word}`, type: 'academia', sector: 'Research' })
    // A byte-order mark, CRLF line ends, an export's own columns (ID, Created at) and quoted cells
    // with the delimiter, doubled quotes and a line break (which moves every later line down).
    const csv =
      '\uFEFFID,Organization Name,Organization Type,Sector,Allow users to edit organization info,Created at\r\n' +
      `,"Beta, Inc ${word}",Industry,Manufacturing,yes,\r\n` +
      `${saved.id},ACME  ${word.toLowerCase()},vendor,Energy & Utilities,,2020-01-01\r\n` +
      `,"The ""Gamma"" ${word}",non-profit,"Two\r\nlines",no,\r\n` +
      `,acme ${word},academia,,,\r\n` +
      `,Delta ${word},spaceship,,,\r\n` +
      `,,vendor,,,\r\n` +
      `,Epsilon ${word},vendor,,maybe,\r\n` +
      `,Zeta ${word},vendor\r\n` +
      '\r\n' +
      `,Same ${word},Academia,Research,,\r\n`
    expect(parseCsv(new TextEncoder().encode(csv)).rows.map((row) => row.line)).toEqual([2, 3, 4, 6, 7, 8, 9, 10, 12])

    const plan = await preview(actors.admin, 'organizations', csv)
    expect(plan.counts).toEqual({ create: 2, update: 1, unchanged: 1, refused: 5 })
    expect(plan.rows).toEqual([
      { line: 2, action: 'create', label: `Beta, Inc ${word}`, changes: [] },
      { line: 3, action: 'update', label: `ACME  ${word.toLowerCase()}`, changes: ['Sector'] },
      { line: 4, action: 'create', label: `The "Gamma" ${word}`, changes: [] },
    ])
    expect(plan.refusals).toEqual([
      { line: 6, label: `acme ${word}`, reasons: ['The same row as line 3: each row may appear once.'] },
      {
        line: 7,
        label: `Delta ${word}`,
        reasons: ['Organization Type: “spaceship” is not one of vendor, industry, academia, government, non-profit.'],
      },
      { line: 8, label: '', reasons: ['Organization Name is empty; every row needs one.'] },
      {
        line: 9,
        label: `Epsilon ${word}`,
        reasons: ['Allow users to edit organization info: “maybe” is neither yes nor no (true or false, 1 or 0).'],
      },
      { line: 10, label: '', reasons: ['This line has 3 cells, the header 6.'] },
    ])
    expect(plan.ignoredColumns).toEqual(['ID', 'Created at'])

    // Nothing is written by the dry run.
    expect((await organizationsNamed(word)).map((organization) => organization.name)).toEqual([`Acme ${word}`, `Same ${word}`])

    const result = await confirm(actors.admin, 'organizations', csv, plan)
    expect(result).toMatchObject({ message: 'Imported: 2 new, 1 changed.', created: 2, updated: 1, unchanged: 1 })
    const after = await organizationsNamed(word)
    expect(after.map(({ name, type, sector, userEditable }) => ({ name, type, sector, userEditable }))).toEqual([
      { name: `Acme ${word}`, type: 'vendor', sector: 'Energy & Utilities', userEditable: false },
      { name: `Beta, Inc ${word}`, type: 'industry', sector: 'Manufacturing', userEditable: true },
      { name: `Same ${word}`, type: 'academia', sector: 'Research', userEditable: false },
      { name: `The "Gamma" ${word}`, type: 'non-profit', sector: 'Two\nlines', userEditable: false },
    ])
    expect(after.find((organization) => organization.name === `Same ${word}`)!.updatedAt).toBe(same.updatedAt)

    // Each write is the admin's, in the audit trail, as any write in the admin panel.
    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ actorId: { equals: actors.admin.id } }, { target: { equals: 'organizations' } }, { title: { contains: word } }] },
      depth: 0,
      limit: 10,
      overrideAccess: true,
    })
    expect(entries.map((entry) => `${entry.action} ${entry.title}`).sort()).toEqual([
      `create Beta, Inc ${word}`,
      `create The "Gamma" ${word}`,
      `update Acme ${word}`,
    ])

    // The same file again changes nothing: its rows are now all saved as they say.
    const again = await preview(actors.admin, 'organizations', csv)
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 4, refused: 5 })
  })

  test('an export of the list imports back unchanged; German Excel’s semicolons are read as the delimiter', async () => {
    const { payload, actors } = given
    const word = `Roundtrip${tag}`
    await createDoc(payload, 'organizations', { name: `Export ${word}`, type: 'government', sector: 'Public sector' })
    const exported = await api('GET', `/api/organizations/export?format=csv&where[name][like]=${word}`, {
      token: await tokenFor(actors.admin),
    })
    expect(exported.status).toBe(200)
    const plan = await preview(actors.admin, 'organizations', exported.text)
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: 1, refused: 0 })
    expect(plan.ignoredColumns).toEqual(expect.arrayContaining(['ID', 'Created by', 'Created by: Email', 'Created at', 'Updated at']))

    const semicolons = `Organization Name;Organization Type;Sector\nExport ${word};government;"Public; sector"\nNew ${word};academia;\n`
    const german = await preview(actors.admin, 'organizations', semicolons)
    expect(german.rows).toEqual([
      { line: 2, action: 'update', label: `Export ${word}`, changes: ['Sector'] },
      { line: 3, action: 'create', label: `New ${word}`, changes: [] },
    ])
  })

  test('all or nothing: a row the database refuses while writing rolls back the rows before it, and says its line', async () => {
    const { actors } = given
    const word = `Atomic${tag}`
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    // A refusal the dry run cannot foresee, made by the database itself for this test's one name.
    const trigger = `refuse_${tag}`
    await client.query(`
      CREATE FUNCTION ${trigger}() RETURNS trigger AS $$
      BEGIN
        IF NEW.name = 'Refused ${word}' THEN RAISE EXCEPTION 'refused by the test' USING ERRCODE = 'check_violation'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER ${trigger} BEFORE INSERT ON organizations FOR EACH ROW EXECUTE FUNCTION ${trigger}();`)
    try {
      const csv = `Organization Name,Organization Type\nFirst ${word},vendor\nRefused ${word},vendor\nLast ${word},vendor\n`
      const plan = await preview(actors.admin, 'organizations', csv)
      expect(plan.counts.create).toBe(3)
      const answer = await send(actors.admin, 'organizations', csv, { plan: plan.fingerprint })
      // No refusal the import knows: an unexpected error (500, logged), and the first row rolled back with it.
      expect(answer.status).toBe(500)
      expect(await organizationsNamed(word)).toEqual([])
    } finally {
      await client.query(`DROP TRIGGER ${trigger} ON organizations; DROP FUNCTION ${trigger}();`)
      await client.end()
    }
  })
})

describe('speakers and agenda items', () => {
  test('speakers by event title or ID, matched by name and event; a bio of several paragraphs from a quoted cell', async () => {
    const { payload, actors } = given
    const word = `Speakerimport${tag}`
    const event = await createDoc(payload, 'events', { title: `Summit ${word}`, date: '2031-03-01T09:00:00.000Z' })
    const other = await createDoc(payload, 'events', { title: `Other ${word}`, date: '2031-04-01T09:00:00.000Z' })
    await createDoc(payload, 'events', { title: `Twice ${word}`, date: '2031-05-01T09:00:00.000Z' })
    await createDoc(payload, 'events', { title: `twice  ${word}`, date: '2031-06-01T09:00:00.000Z' })
    const ada = await createDoc(payload, 'speakers', { event: event.id, firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical' })
    const csv =
      'Event,Event: Title,Title,First name,Last name,Job role,Company,Bio\r\n' +
      `,summit ${word},,ada,LOVELACE,Countess,Analytical,"First paragraph, with a comma.\r\n\r\nSecond ""quoted"" paragraph."\r\n` +
      `${other.id},,Dr.,Grace,Hopper,Rear admiral,Navy,\r\n` +
      `,Nowhere ${word},,Alan,Turing,,,\r\n` +
      `,Twice ${word},,Kurt,Gödel,,,\r\n` +
      `999999999,,,Emmy,Noether,,,\r\n` +
      `,Summit ${word},Mx.,Edsger,Dijkstra,,,\r\n`
    const plan = await preview(actors.admin, 'speakers', csv)
    expect(plan.rows).toEqual([
      { line: 2, action: 'update', label: `ada LOVELACE · Summit ${word}`, changes: ['Job Role', 'Bio'] },
      { line: 5, action: 'create', label: `Grace Hopper · Other ${word}`, changes: [] },
    ])
    expect(plan.refusals).toEqual([
      { line: 6, label: 'Alan Turing', reasons: [`Event: Title: nothing is called “Nowhere ${word}”.`] },
      { line: 7, label: 'Kurt Gödel', reasons: [`Event: Title: several are called “Twice ${word}”; give the ID instead.`] },
      { line: 8, label: 'Emmy Noether', reasons: ['Event: there is no row with the ID 999999999.'] },
      { line: 9, label: `Edsger Dijkstra · Summit ${word}`, reasons: ['Title: “Mx.” is not one of Dr., Prof. Dr..'] },
    ])
    await confirm(actors.admin, 'speakers', csv, plan)
    const updated = await payload.findByID({ collection: 'speakers', id: ada.id, depth: 0, overrideAccess: true })
    // The names as saved: the key matched them, the file's spelling of the key changes nothing.
    expect(updated).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', jobRole: 'Countess', company: 'Analytical' })
    expect(richTextToPlainText(updated.bio)).toBe('First paragraph, with a comma.\n\nSecond "quoted" paragraph.')
    const { docs: hopper } = await payload.find({ collection: 'speakers', where: { event: { equals: other.id } }, overrideAccess: true })
    expect(hopper).toMatchObject([{ title: 'Dr.', firstName: 'Grace', lastName: 'Hopper', fullName: 'Dr. Grace Hopper', company: 'Navy' }])
  })

  test('agenda items: Berlin local times or ISO with an offset, matched by event, title and start; the end after the start', async () => {
    const { payload, actors } = given
    const word = `Agendaimport${tag}`
    const event = await createDoc(payload, 'events', { title: `Conference ${word}`, date: '2031-09-01T07:00:00.000Z' })
    const opening = await createDoc(payload, 'agenda-items', {
      event: event.id,
      title: 'Opening',
      startTime: '2031-09-01T07:00:00.000Z',
      endTime: '2031-09-01T07:30:00.000Z',
      description: plainTextToRichText('Old words'),
    })
    const csv = [
      'Event,Title,Start Time,End Time,Room,Description,Status,Track colour',
      // 09:00 in Berlin (summer time) is 07:00Z: the saved opening.
      `${event.id},opening,2031-09-01 09:00,01.09.2031 09:45,Hall A,New words,,`,
      `${event.id},Keynote,2031-09-01T08:00:00.000Z,2031-09-01T09:00:00+00:00,Hall A,,scheduled,#10b981`,
      `${event.id},Backwards,2031-09-01 12:00,2031-09-01 11:00,,,,`,
      `${event.id},No end,2031-09-01 13:00,,,,,`,
      `${event.id},Bad time,2031-02-30 10:00,2031-02-30 11:00,,,,`,
      `${event.id},Bad colour,2031-09-01 14:00,2031-09-01 15:00,,,,blue`,
    ].join('\n')
    const plan = await preview(actors.admin, 'agenda-items', csv)
    expect(plan.rows.map(({ line, action, changes }) => ({ line, action, changes }))).toEqual([
      { line: 2, action: 'update', changes: ['End Time', 'Room', 'Description'] },
      { line: 3, action: 'create', changes: [] },
    ])
    expect(plan.refusals.map(({ line, reasons }) => ({ line, reasons }))).toEqual([
      { line: 4, reasons: ['The end time is before the start time.'] },
      { line: 5, reasons: ['End Time is empty; every row needs one.'] },
      {
        line: 6,
        reasons: [
          'Start Time: “2031-02-30 10:00” is not a date with a time (like 2030-05-01 09:00 in Berlin time, or 2030-05-01T07:00:00Z).',
          'End Time: “2031-02-30 11:00” is not a date with a time (like 2030-05-01 09:00 in Berlin time, or 2030-05-01T07:00:00Z).',
        ],
      },
      { line: 7, reasons: ['Track colour: “blue” is not a colour like #3B82F6.'] },
    ])
    await confirm(actors.admin, 'agenda-items', csv, plan)
    const items = (
      await payload.find({ collection: 'agenda-items', where: { event: { equals: event.id } }, sort: 'startTime', overrideAccess: true })
    ).docs
    expect(
      items.map(({ id, title, startTime, endTime, room, trackColor }) => ({ id, title, startTime, endTime, room, trackColor })),
    ).toEqual([
      {
        id: opening.id,
        title: 'Opening',
        startTime: '2031-09-01T07:00:00.000Z',
        endTime: '2031-09-01T07:45:00.000Z',
        room: 'Hall A',
        trackColor: '#3B82F6',
      },
      {
        id: expect.any(Number),
        title: 'Keynote',
        startTime: '2031-09-01T08:00:00.000Z',
        endTime: '2031-09-01T09:00:00.000Z',
        room: 'Hall A',
        trackColor: '#10B981',
      },
    ])
    expect(richTextToPlainText(items[0]!.description)).toBe('New words')
  })
})

describe('invitations: the same sender limits as any other invitation', () => {
  const SET_BEFORE = Object.keys(process.env).filter((name) => name.startsWith('RATE_LIMIT'))
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (name.startsWith('RATE_LIMIT') && !SET_BEFORE.includes(name)) delete process.env[name]
  })

  test('each row is invited through inviteExpert: over the sender limit a row is saved, not sent, and reported; it goes out on a later import', async () => {
    const { payload } = given
    // An admin of this test alone: the sender limit counts per sender.
    const admin = await createUser(payload, { email: `import-admin-${tag}@test.example`, role: 'admin' })
    const organization = await createDoc(payload, 'organizations', { name: `Invite org ${tag}`, type: 'industry' })
    process.env.RATE_LIMIT_INVITATION_PER_SENDER = '2/1d'
    const address = (n: number) => `expert-${n}-${tag}@import-${tag}.example`
    const csv = [
      'Email,Suggested First Name,Suggested Last Name,Suggested Organization: Organization Name,E-mail language,Company Domains',
      `${address(1).toUpperCase()},Ada,Lovelace,Invite org ${tag},de,import-${tag}.example`,
      `${address(2)},Grace,,,English,`,
      `${address(3)},Alan,,,,`,
      'not-an-address,,,,,',
      `${address(1)},,,,,`,
    ].join('\n')
    const plan = await preview(admin, 'invitations', csv)
    expect(plan.rows.map(({ line, action, label }) => ({ line, action, label }))).toEqual([
      { line: 2, action: 'create', label: `${address(1)} (Ada Lovelace)` },
      { line: 3, action: 'create', label: `${address(2)} (Grace)` },
      { line: 4, action: 'create', label: `${address(3)} (Alan)` },
    ])
    expect(plan.refusals).toEqual([
      { line: 5, label: '', reasons: ['Email: “not-an-address” is not an e-mail address.'] },
      { line: 6, label: address(1), reasons: ['The same row as line 2: each row may appear once.'] },
    ])
    expect(plan.notes).toContain(
      'Invitation e-mails are limited to 2 per sender every 24 hours: rows beyond the limit are saved as pending, not sent.',
    )

    const result = await confirm(admin, 'invitations', csv, plan)
    expect(result.message).toBe('Invitations: 2 sent, 1 saved but not sent.')
    expect(result.failures).toEqual([
      {
        line: 4,
        label: `${address(3)} (Alan)`,
        reasons: [
          'Saved, but not sent: Too many invitations. Please wait 1 day and try again. It stays pending: import the file again later or use “Send email”.',
        ],
      },
    ])
    expect(await waitForMail(address(1))).toHaveLength(1)
    expect(await waitForMail(address(2))).toHaveLength(1)
    expect(mailTo(address(3))).toHaveLength(0)
    const saved = (
      await payload.find({
        collection: 'invitations',
        where: { invitedBy: { equals: admin.id } },
        sort: 'email',
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(
      saved.map(({ email, status, language, suggestedFirstName, suggestedOrganization, domains }) => ({
        email,
        status,
        language,
        suggestedFirstName,
        suggestedOrganization,
        domains,
      })),
    ).toEqual([
      {
        email: address(1),
        status: 'sent',
        language: 'de',
        suggestedFirstName: 'Ada',
        suggestedOrganization: organization.id,
        domains: `import-${tag}.example`,
      },
      { email: address(2), status: 'sent', language: 'en', suggestedFirstName: 'Grace', suggestedOrganization: null, domains: null },
      { email: address(3), status: 'pending', language: 'en', suggestedFirstName: 'Alan', suggestedOrganization: null, domains: null },
    ])

    // The next day (here: the limit lifted) the same file sends the pending one; the sent ones are refused.
    process.env.RATE_LIMIT_INVITATION_PER_SENDER = 'off'
    const later = await preview(admin, 'invitations', csv)
    expect(later.rows.map(({ line, action }) => ({ line, action }))).toEqual([{ line: 4, action: 'update' }])
    expect(later.refusals.slice(0, 2)).toEqual([
      { line: 2, label: `${address(1)} (Ada Lovelace)`, reasons: ['You have already invited this address (status: sent).'] },
      { line: 3, label: `${address(2)} (Grace)`, reasons: ['You have already invited this address (status: sent).'] },
    ])
    expect(await confirm(admin, 'invitations', csv, later)).toMatchObject({ message: 'Invitations: 1 sent, 0 saved but not sent.' })
    expect(await waitForMail(address(3))).toHaveLength(1)
    expect(mailTo(address(1))).toHaveLength(1)
  })
})

describe('reading the file', () => {
  test('CRLF, LF and CR line ends give the same rows and lines; a byte-order mark and blank rows are dropped', () => {
    const lines = ['\uFEFFName,Note', '"a, b","two', '', 'lines ""quoted"""', '', ',', 'c,d']
    const tables = ['\r\n', '\n', '\r'].map((end) => parseCsv(new TextEncoder().encode(lines.join(end) + end)))
    for (const table of tables)
      expect(table).toEqual({
        headers: ['Name', 'Note'],
        rows: [
          { line: 2, cells: ['a, b', 'two\n\nlines "quoted"'] },
          { line: 7, cells: ['c', 'd'] },
        ],
      })
  })
})

describe('who may import, and what is refused before any row is read', () => {
  const csv = `Organization Name,Organization Type\nRefused ${tag},vendor\n`

  test('members, organization admins and visitors get 403, for the dry run and the confirm; nothing is written', async () => {
    const { actors } = given
    const plan = await preview(actors.superAdmin, 'organizations', csv)
    for (const user of [actors.member, actors.organizationAdmin, null])
      for (const collection of ['organizations', 'speakers', 'agenda-items', 'invitations']) {
        expect((await send(user, collection, csv)).status).toBe(403)
        expect((await send(user, collection, csv, { plan: plan.fingerprint })).status).toBe(403)
      }
    expect(await organizationsNamed(`Refused ${tag}`)).toEqual([])
  })

  test('a file over the size cap is refused (413) before it is parsed; another type 415; a missing or stale plan 400 and 409', async () => {
    const { payload, actors } = given
    // Over the cap, and no UTF-8 either: the size answers, so nothing was decoded or parsed.
    const huge = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0xff)
    for (const plan of [undefined, 'a'.repeat(64)]) {
      const answer = await send(actors.admin, 'organizations', huge, { plan })
      expect(answer).toEqual({ status: 413, body: { message: 'The file is larger than 2 MB.', code: 'tooLarge' } })
    }
    const tooMany = `Organization Name\n${Array.from({ length: 5001 }, (_, index) => `Many ${tag} ${index}`).join('\n')}\n`
    expect(await send(actors.admin, 'organizations', tooMany)).toMatchObject({ status: 413, body: { code: 'tooManyRows' } })
    expect(await send(actors.admin, 'organizations', csv, { contentType: 'text/plain' })).toMatchObject({
      status: 415,
      body: { message: 'Send the file as text/csv.' },
    })
    expect(await send(actors.admin, 'organizations', new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xc3, 0x28]))).toMatchObject({
      status: 400,
      body: { code: 'notUtf8' },
    })
    expect(await send(actors.admin, 'organizations', 'Organization Name,Colour\nx,y\n')).toMatchObject({
      status: 400,
      body: { code: 'unknownColumn' },
    })
    expect(await send(actors.admin, 'organizations', `Organization Name\n"Open ${tag}\n`)).toMatchObject({
      status: 400,
      body: { message: 'Line 2: a quoted cell is never closed.' },
    })

    expect(await send(actors.admin, 'organizations', csv, { plan: null })).toMatchObject({ status: 400, body: { code: 'planMissing' } })
    const plan = await preview(actors.admin, 'organizations', csv)
    // Meanwhile someone saves the same organization: the confirm plans again and refuses with the new plan.
    await createDoc(payload, 'organizations', { name: `Refused ${tag}`, type: 'academia' })
    const stale = await send(actors.admin, 'organizations', csv, { plan: plan.fingerprint })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'planChanged', plan: { counts: { create: 0, update: 1, unchanged: 0, refused: 0 } } })
    expect((await organizationsNamed(`Refused ${tag}`)).map((organization) => organization.type)).toEqual(['academia'])
  })

  test('the admin’s language: a German admin reads the refusals in German', async () => {
    const { actors } = given
    const answer = await api('POST', '/api/organizations/import/preview', {
      headers: { 'Content-Type': 'text/csv', Cookie: `payload-token=${await tokenFor(actors.admin)}; payload-lng=de` },
      body: `Organization Name,Organization Type\nX ${tag},spaceship\n`,
    })
    const body = JSON.parse(answer.text) as Preview
    expect(body.refusals[0]!.reasons).toEqual([
      'Organization Type: „spaceship“ ist keiner der Werte vendor, industry, academia, government, non-profit.',
    ])
  })
})
