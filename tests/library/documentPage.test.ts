/**
 * A library document's own page (issue 48, item 4) on the real tables: its read
 * (src/lib/library/documents/documentPage.ts) answers each reader exactly the documents their TLP
 * clearance and the draft rule allow, and null for any other just as for a missing one (the page's
 * one 404, no sign that a restricted document exists); members see its latest versions, a visitor
 * none; only a published TLP:CLEAR page is indexable; the feed and the notices link to it; the page
 * cache keeps it, and a label change or an edited version tells the cache at once.
 */
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'

import { documentPageDetails, isIndexable, readDocumentPage } from '../../src/lib/library/documents/documentPage'
import { VISITOR_PAGES } from '../../src/lib/platform/pageCache/serveVisitorPage'
import { PAGE_CACHE_CHANNEL } from '../../src/lib/platform/pageCache/visitorPageCache'
import { noticeHref } from '../../src/lib/reach/notifications/noticeView'
import { siteAtomFeed } from '../../src/lib/reach/siteFeeds'
import type { Document, User } from '../../src/payload-types'
import { buildPdf } from '../../src/seed/files'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { type Level, LEVELS, READERS } from '../support/tlp'

const given = useActors()
const word = uniqueWord('docpage')
/** An id of the right shape that names no document. */
const MISSING = 2_000_000_123

let owner: User
let partner: User
let stranger: User
let namedPerson: User
const documents = {} as Record<Level, Document>
let draft: Document

const pdf = (title: string) => {
  const data = buildPdf(title, [`About ${title}.`])
  return { data, name: `${title.replace(/\W+/g, '-')}-${uniqueTag()}.pdf`, mimetype: 'application/pdf', size: data.length }
}

beforeAll(async () => {
  const { payload } = given
  const tag = uniqueTag()
  const organization = (name: string) =>
    createDoc(payload, 'organizations', { name: `${name} ${tag}`, type: 'industry', sector: 'Water Treatment', userEditable: false })
  const owningOrg = await organization('Paged Utility')
  const partnerOrg = await organization('Paged Partner')
  const strangerOrg = await organization('Paged Stranger')
  owner = await createUser(payload, { email: `page-owner-${tag}@test.example`, organization: owningOrg.id })
  partner = await createUser(payload, { email: `page-partner-${tag}@test.example`, organization: partnerOrg.id })
  stranger = await createUser(payload, { email: `page-stranger-${tag}@test.example`, organization: strangerOrg.id })
  namedPerson = await createUser(payload, { email: `page-named-${tag}@test.example`, organization: strangerOrg.id })
  for (const level of LEVELS) {
    documents[level] = await createDoc(
      payload,
      'documents',
      {
        title: `${level} page ${word}`,
        company: 'Paged Utility',
        documentType: 'Playbook',
        tlp: level,
        owningOrganization: owningOrg.id,
        sharedWithOrganizations: level === 'amber' ? [partnerOrg.id] : [],
        sharedWithPeople: level === 'red' ? [namedPerson.id] : [],
      },
      { file: pdf(`${level} page`), user: given.actors.admin },
    )
  }
  // The CLEAR document's second file, with its change note, and its German title.
  await payload.update({
    collection: 'documents',
    id: documents.clear.id,
    data: { changeNote: `Second edition ${word}` } as never,
    file: pdf('clear page 2'),
    user: given.actors.admin,
    overrideAccess: false,
  })
  await payload.update({
    collection: 'documents',
    id: documents.clear.id,
    locale: 'de',
    data: { title: `Seite ${word}` },
    overrideAccess: true,
  })
  draft = await createDoc(
    payload,
    'documents',
    { title: `Draft page ${word}`, company: 'Paged Utility', documentType: 'Notes', _status: 'draft' },
    { file: pdf('draft page'), user: given.actors.admin },
  )
})

const actor = (name: string): User | null =>
  ({ visitor: null, stranger, owner, partner, namedPerson, admin: given.actors.admin })[name] ?? null

describe("a document's page", () => {
  test('each reader gets the pages of exactly the documents they may read; any other answers as a missing one', async () => {
    const { payload } = given
    for (const [name, levels] of Object.entries(READERS)) {
      const user = actor(name)
      for (const level of LEVELS) {
        const page = await readDocumentPage(payload, user, documents[level].id, 'en')
        expect({ name, level, title: page?.document.title ?? null }).toEqual({
          name,
          level,
          title: levels.includes(level) ? documents[level].title : null,
        })
        // Unreadable is null, as missing is: the page cannot tell them apart, nor can its reader.
        if (!levels.includes(level)) expect(page).toBe(await readDocumentPage(payload, user, MISSING, 'en'))
      }
      expect(await readDocumentPage(payload, user, MISSING, 'en')).toBeNull()
      // A draft is for admins (who read drafts everywhere) only.
      expect({ name, draft: Boolean(await readDocumentPage(payload, user, draft.id, 'en')) }).toEqual({ name, draft: name === 'admin' })
    }
  })

  test("members see the latest versions, newest first, with their change notes; a visitor none (the files are members')", async () => {
    const { payload } = given
    const member = await readDocumentPage(payload, stranger, documents.clear.id, 'en')
    expect(member!.versionCount).toBe(2)
    expect(member!.versions.map((version) => version.number)).toEqual([2, 1])
    expect(member!.versions[0]!.changeNote).toBe(`Second edition ${word}`)
    expect(member!.downloads).toBe(0)
    const visitor = await readDocumentPage(payload, null, documents.clear.id, 'en')
    expect(visitor!.document.title).toBe(documents.clear.title)
    expect({ versions: visitor!.versions, count: visitor!.versionCount }).toEqual({ versions: [], count: 0 })
    // In German, its German title; a restricted one's versions for its readers alone.
    expect((await readDocumentPage(payload, null, documents.clear.id, 'de'))!.document.title).toBe(`Seite ${word}`)
    expect((await documentPageDetails(payload, owner, documents['amber-strict'].id)).versionCount).toBe(1)
    expect((await documentPageDetails(payload, partner, documents['amber-strict'].id)).versionCount).toBe(0)
  })

  test('only a published TLP:CLEAR document asks to be indexed', async () => {
    const { payload } = given
    const admin = given.actors.admin
    const indexable = async (document: Document) => isIndexable((await readDocumentPage(payload, admin, document.id, 'en'))!.document)
    expect(await indexable(documents.clear)).toBe(true)
    for (const level of LEVELS.filter((level) => level !== 'clear'))
      expect({ level, index: await indexable(documents[level]) }).toEqual({ level, index: false })
    expect(await indexable(draft)).toBe(false)
  })

  test('the Atom feed and a new-document notice lead to the page; a notice of a document the reader may not read, to the library', async () => {
    const feed = await siteAtomFeed('de')
    expect(feed).toContain(`href="http://localhost:3000/de/documents/${documents.clear.id}"`)
    expect(feed).not.toContain(`/documents/${documents.green.id}"`)
    expect(feed).not.toContain('/documents?q=')
    const notice = { kind: 'new-document', project: null, application: null, event: null, invitation: null } as const
    expect(noticeHref({ ...notice, document: { id: documents.green.id, title: documents.green.title } }, { isAdmin: false })).toBe(
      `/documents/${documents.green.id}`,
    )
    // Not populated: the reader may not read it (or it is gone).
    expect(noticeHref({ ...notice, document: documents.red.id }, { isAdmin: false })).toBe('/documents')
  })
})

describe("the document's page in the page cache", () => {
  test('it is kept like an event page, in each language; its downloads and version history are not pages', () => {
    for (const path of ['/documents/12', '/events/12']) expect(VISITOR_PAGES.test(path)).toBe(true)
    for (const path of ['/documents/12/download', '/documents/12/versions', '/documents/abc']) expect(VISITOR_PAGES.test(path)).toBe(false)
  })

  test('a label change drops every kept page; an edited change note drops the document page; a drawn preview drops none', async () => {
    const { payload } = given
    const document = await createDoc(
      payload,
      'documents',
      { title: `Cached page ${word}`, company: 'Paged Utility', documentType: 'Guide' },
      { file: pdf('cached page'), user: given.actors.admin },
    )
    const version = (
      await payload.find({ collection: 'document-versions', where: { document: { equals: document.id } }, depth: 0, overrideAccess: true })
    ).docs[0]!
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      const heard: string[] = []
      listener.on('notification', (message) => heard.push(message.payload ?? ''))
      await listener.query(`LISTEN "${PAGE_CACHE_CHANNEL}"`)
      const ownPath = `/documents/${document.id}`
      const asAdmin = { user: given.actors.admin, overrideAccess: false, depth: 0 } as const
      // Only what the page shows: the preview job's write is not heard under the document's path.
      await payload.update({ collection: 'document-versions', id: version.id, data: { previewStatus: 'none' }, ...asAdmin })
      await payload.update({ collection: 'document-versions', id: version.id, data: { changeNote: `Fixed note ${word}` }, ...asAdmin })
      await expect.poll(() => heard.includes(ownPath), { timeout: 5_000 }).toBe(true)
      expect(heard.filter((message) => message === ownPath)).toHaveLength(1)
      // Raising the label: every kept page goes (who may read it changed), not only this one's.
      const before = heard.length
      await payload.update({ collection: 'documents', id: document.id, data: { tlp: 'green' }, ...asAdmin })
      await expect.poll(() => heard.slice(before).includes('content'), { timeout: 5_000 }).toBe(true)
    } finally {
      await listener.end()
    }
  })
})
