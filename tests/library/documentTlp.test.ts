/**
 * TLP 2.0 labels on library documents (issue 23, item 1) on the real tables: each level is read
 * by exactly its readers (visitors, members, the owning organization, the organizations and
 * people named) through the local API, REST and the file download (AMBER and above as the
 * member's own labelled copy: a stamped PDF, or a zip with a sidecar); the search, the Atom feed
 * and the notifications of new documents tell nobody of a document they may not read; a label
 * whose readers are not named is refused with a clear message.
 */
import JSZip from 'jszip'
import { beforeAll, describe, expect, test } from 'vitest'

import { TLP_NEEDS_OWNER, TLP_NEEDS_PEOPLE } from '../../fields/tlpFields'
import { searchSite } from '../../src/lib/content/search/searchSite'
import { downloadDocument } from '../../src/lib/library/documents/downloadDocument'
import { stampDownload } from '../../src/lib/library/tlp/stampDownload'
import { siteAtomFeed } from '../../src/lib/reach/siteFeeds'
import type { Document, Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { refusal } from '../support/outcome'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'
import { type Level, LEVELS, pdfTextOf, READERS } from '../support/tlp'

const given = useActors()
const word = uniqueWord('tlp')

let owningOrg: Organization
let partnerOrg: Organization
let owner: User
let partner: User
let stranger: User
let namedPerson: User
const documents = {} as Record<Level, Document>

beforeAll(async () => {
  const { payload } = given
  const tag = uniqueTag()
  const organization = (name: string) =>
    createDoc(payload, 'organizations', { name: `${name} ${tag}`, type: 'industry', sector: 'Water Treatment', userEditable: false })
  owningOrg = await organization('Owning Utility')
  partnerOrg = await organization('Partner Utility')
  const strangerOrg = await organization('Stranger Utility')
  owner = await createUser(payload, { email: `owner-${tag}@test.example`, organization: owningOrg.id, firstName: 'Ottilie' })
  owner = await payload.update({ collection: 'users', id: owner.id, data: { lastName: 'Owner' }, overrideAccess: true })
  partner = await createUser(payload, { email: `partner-${tag}@test.example`, organization: partnerOrg.id })
  stranger = await createUser(payload, { email: `stranger-${tag}@test.example`, organization: strangerOrg.id })
  namedPerson = await createUser(payload, { email: `named-${tag}@test.example`, organization: strangerOrg.id, firstName: 'Nadia' })
  namedPerson = await payload.update({ collection: 'users', id: namedPerson.id, data: { lastName: 'Named' }, overrideAccess: true })
  for (const level of LEVELS) {
    documents[level] = await createDoc(
      payload,
      'documents',
      {
        title: `${level} playbook ${word}`,
        company: 'Owning Utility',
        documentType: 'Playbook',
        tlp: level,
        owningOrganization: owningOrg.id,
        sharedWithOrganizations: level === 'amber' ? [partnerOrg.id] : [],
        sharedWithPeople: level === 'red' ? [namedPerson.id] : [],
        // Members of water utilities are told of it when it is first published.
        sectors: ['water-treatment'],
      },
      { file: pdfFile(`tlp-${level}-${tag}`) },
    )
  }
})

const actor = (name: string): User | undefined =>
  ({ visitor: undefined, stranger, owner, partner, namedPerson, admin: given.actors.admin })[name]
const titlesOf = (docs: { title?: string | null }[]) => docs.map((doc) => doc.title).sort()
const titles = (levels: Level[]) => levels.map((level) => documents[level].title).sort()
const ids = () => LEVELS.map((level) => documents[level].id)

describe('TLP labels on documents', () => {
  test('each level is read by its readers only: the local API as each actor, and REST with their session', async () => {
    const { payload } = given
    for (const [name, levels] of Object.entries(READERS)) {
      const user = actor(name)
      const local = await payload.find({ collection: 'documents', where: { id: { in: ids() } }, user, overrideAccess: false, depth: 0 })
      expect({ name, titles: titlesOf(local.docs) }).toEqual({ name, titles: titles(levels) })
      for (const level of LEVELS) {
        const one = await payload.findByID({
          collection: 'documents',
          id: documents[level].id,
          user,
          overrideAccess: false,
          disableErrors: true,
        })
        expect({ name, level, found: Boolean(one) }).toEqual({ name, level, found: levels.includes(level) })
      }
      const token = user ? await tokenOf(payload, user) : undefined
      const list = await rest('GET', `documents?where[title][contains]=${word}&limit=20&depth=0`, { token })
      expect({ name, titles: titlesOf((list.body!.docs ?? []) as { title?: string | null }[]) }).toEqual({ name, titles: titles(levels) })
      const amber = await rest('GET', `documents/${documents.amber.id}?depth=0`, { token })
      expect({ name, status: amber.status }).toEqual({ name, status: levels.includes('amber') ? 200 : 404 })
    }
  })

  test('downloads: a restricted document goes to its readers only, as their own copy with the label and their name; its stored file is for admins', async () => {
    const { payload } = given
    const download = (user: User, level: Level) => downloadDocument({ payload, user }, { id: String(documents[level].id) })
    expect((await download(partner, 'amber-strict')).status).toBe(404)
    expect((await download(stranger, 'amber')).status).toBe(404)
    expect((await download(stranger, 'red')).status).toBe(404)
    expect((await download(namedPerson, 'red')).status).toBe(200)
    // CLEAR and GREEN files go out as they are stored.
    const green = await download(stranger, 'green')
    expect(green.headers.get('content-disposition')).not.toContain('TLP')

    // The owner's AMBER+STRICT copy: a PDF whose every page says the label and who took it.
    const copy = await download(owner, 'amber-strict')
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toBe('application/pdf')
    expect(decodeURIComponent(copy.headers.get('content-disposition')!)).toContain('(TLP-AMBER+STRICT).pdf')
    const text = await pdfTextOf(Buffer.from(await copy.arrayBuffer()))
    expect(text).toContain('TLP:AMBER+STRICT')
    expect(text).toContain(`Downloaded by Ottilie Owner (${owner.email})`)
    // The partner's AMBER copy says AMBER and the partner's name.
    const amber = await pdfTextOf(Buffer.from(await (await download(partner, 'amber')).arrayBuffer()))
    expect(amber).toContain('TLP:AMBER')
    expect(amber).toContain(`(${partner.email})`)
    // Each download is recorded, as for any document.
    const recorded = await payload.count({
      collection: 'document-downloads',
      where: { and: [{ document: { equals: documents['amber-strict'].id } }, { user: { equals: owner.id } }] },
      overrideAccess: true,
    })
    expect(recorded.totalDocs).toBe(1)

    // Nobody records a download of a document they may not read (the relationship is checked as the member).
    const record = async (user: User, level: Level) =>
      (await rest('POST', 'document-downloads', { token: await tokenOf(payload, user), body: { document: documents[level].id } })).status
    expect(await record(stranger, 'amber')).toBe(400)
    expect(await record(partner, 'amber')).toBe(201)

    // The stored file's own address serves admins only, whatever the member may read.
    const file = (level: Level) => `documents/file/${documents[level].filename}`
    expect((await rest('GET', file('amber'), { token: await tokenOf(payload, partner) })).status).toBe(403)
    expect((await rest('GET', file('green'), { token: await tokenOf(payload, partner) })).status).toBe(200)
    expect((await rest('GET', file('amber'), { token: await tokenOf(payload, given.actors.admin) })).status).toBe(200)
  })

  test('the search finds a document only for its readers; the public feed tells of TLP:CLEAR only', async () => {
    const { payload } = given
    for (const [name, levels] of Object.entries(READERS)) {
      const found = await searchSite({ payload, user: actor(name) ?? null }, { query: word, kinds: ['document'], language: 'en' })
      const foundIds = found.hits.map((hit) => hit.id).sort((a, b) => a - b)
      const expected = levels.map((level) => documents[level].id).sort((a, b) => a - b)
      expect({ name, foundIds, total: found.total }).toEqual({ name, foundIds: expected, total: expected.length })
      // Snippets and titles are of the reader's documents only: no other title shows anywhere.
      for (const level of LEVELS.filter((level) => !levels.includes(level)))
        expect(JSON.stringify(found.hits)).not.toContain(`${level} playbook`)
    }
    const feed = await siteAtomFeed('en')
    expect(feed).toContain(documents.clear.title)
    for (const level of LEVELS.filter((level) => level !== 'clear')) expect(feed).not.toContain(documents[level].title)
  })

  test('a new restricted document notifies only the members who may read it', async () => {
    const { payload } = given
    const notified = async (user: User, level: Level) =>
      (
        await payload.count({
          collection: 'notifications',
          where: { and: [{ recipient: { equals: user.id } }, { document: { equals: documents[level].id } }] },
          overrideAccess: true,
        })
      ).totalDocs
    // All four are members of water utilities, the documents' sector.
    for (const [name, user] of Object.entries({ stranger, owner, partner, namedPerson }))
      for (const level of LEVELS)
        expect({ name, level, notified: await notified(user, level) }).toEqual({
          name,
          level,
          notified: READERS[name]!.includes(level) ? 1 : 0,
        })
  })

  test('a label whose readers are not named is refused with a clear message; members cannot label documents', async () => {
    const { payload } = given
    const base = { title: `Unowned ${word}`, company: 'Nobody', documentType: 'Report' }
    const write = (data: Record<string, unknown>) => refusal(createDoc(payload, 'documents', { ...base, ...data }, { file: pdfFile() }))
    expect(await write({ tlp: 'amber' })).toContain(TLP_NEEDS_OWNER)
    expect(await write({ tlp: 'amber-strict' })).toContain(TLP_NEEDS_OWNER)
    expect(await write({ tlp: 'red', owningOrganization: owningOrg.id })).toContain(TLP_NEEDS_PEOPLE)
    expect(await write({ tlp: 'purple' })).toMatch(/invalid/i)
    const token = await tokenOf(payload, owner)
    const update = await rest('PATCH', `documents/${documents.amber.id}`, { token, body: { tlp: 'clear' } })
    expect(update.status).toBe(403)
    const stored = await payload.findByID({ collection: 'documents', id: documents.amber.id, depth: 0 })
    expect(stored.tlp).toBe('amber')
  })
  test('a file other than a PDF goes out in a zip under a labelled name, beside a text sidecar; a copy that cannot be made is refused', async () => {
    const { payload } = given
    const notes = await createDoc(
      payload,
      'documents',
      { title: `Red notes ${word}`, company: 'Owning Utility', documentType: 'Notes', tlp: 'red', sharedWithPeople: [namedPerson.id] },
      { file: { name: 'shift-notes.txt', data: Buffer.from('Valve 7 stays closed.\n'), mimetype: 'text/plain', size: 22 } },
    )
    const copy = await downloadDocument({ payload, user: namedPerson }, { id: String(notes.id) })
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toBe('application/zip')
    const zip = await JSZip.loadAsync(Buffer.from(await copy.arrayBuffer()))
    const names = Object.keys(zip.files).sort()
    expect(names).toEqual(['shift-notes (TLP-RED).txt', 'shift-notes (TLP-RED, Nadia Named).txt'])
    expect(await zip.file('shift-notes (TLP-RED, Nadia Named).txt')!.async('string')).toBe('Valve 7 stays closed.\n')
    const sidecar = await zip.file('shift-notes (TLP-RED).txt')!.async('string')
    expect(sidecar).toContain('TLP:RED')
    expect(sidecar).toContain(`Downloaded by Nadia Named (${namedPerson.email})`)

    // Out of memory or time, the worker fails and nothing is sent.
    const refused = await stampDownload(Buffer.from('%PDF-1.4 not really'), {
      fileName: 'x.pdf',
      mimeType: 'application/pdf',
      level: 'red',
      recipient: { name: 'N', email: 'n@test.example' },
      language: 'en',
      limits: { timeoutMs: 1, memoryMb: 256 },
    })
    expect(refused).toEqual({ ok: false, problem: 'Labelling took longer than 1 ms' })
  })
})
