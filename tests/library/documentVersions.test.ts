/**
 * Document version histories (issue 23, item 3) on the real tables and files: each published file
 * of a document is kept as a version with its change note (a retried save keeps it once), an older
 * file stays downloadable byte for byte after Payload replaced the document's own, the members who
 * downloaded an earlier file are told of a new one (only those who may still read it), a preview
 * of the first pages is drawn by the queue's job, and the TLP label of the document decides who
 * reads its versions, their files and previews.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { archiveDocumentFile } from '../../src/lib/library/documentVersions/archiveDocumentFile'
import { downloadDocumentVersion } from '../../src/lib/library/documentVersions/downloadDocumentVersion'
import { previewImage } from '../../src/lib/library/documentVersions/previewImage'
import type { Document, Organization, User } from '../../src/payload-types'
import { buildPdf } from '../../src/seed/files'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { runQueuedTask } from '../support/jobs'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()

let owningOrg: Organization
let insider: User
let outsider: User
const firstBytes = buildPdf('Grid hardening guide', ['First edition.', 'Segment the control network.'])
const secondBytes = buildPdf('Grid hardening guide', ['Second edition.', 'Segment the control network and log every change.'])
const pdf = (data: Buffer, name: string) => ({ data, name: `${name}-${uniqueTag()}.pdf`, mimetype: 'application/pdf', size: data.length })

/** The queue's preview jobs, as the server's cron runs them. */
const drawPreviews = () => runQueuedTask(given.payload, 'renderDocumentPreview')
const versionsOf = (document: Document) =>
  given.payload.find({
    collection: 'document-versions',
    where: { document: { equals: document.id } },
    sort: 'number',
    depth: 0,
    overrideAccess: true,
  })

beforeAll(async () => {
  const { payload } = given
  const tag = uniqueTag()
  owningOrg = await createDoc(payload, 'organizations', { name: `Versioned Grid ${tag}`, type: 'industry', userEditable: false })
  const otherOrg = await createDoc(payload, 'organizations', { name: `Other Grid ${tag}`, type: 'industry', userEditable: false })
  insider = await createUser(payload, { email: `vinsider-${tag}@test.example`, organization: owningOrg.id })
  outsider = await createUser(payload, { email: `voutsider-${tag}@test.example`, organization: otherOrg.id })
})

/** A published document with its first file, as an admin uploads it. */
const publish = (title: string, extra: Record<string, unknown> = {}) =>
  createDoc(
    given.payload,
    'documents',
    { title, company: 'Grid Works', documentType: 'Guide', ...extra },
    { file: pdf(firstBytes, 'grid-guide'), user: given.actors.admin },
  ) as Promise<Document>

/** An admin's new file for the document, with a change note. */
const replaceFile = (document: Document, changeNote: string) =>
  given.payload.update({
    collection: 'documents',
    id: document.id,
    data: { changeNote } as never,
    file: pdf(secondBytes, 'grid-guide-2'),
    user: given.actors.admin,
    overrideAccess: false,
  })

describe('version history', () => {
  test('each published file is kept with its change note; an older file stays downloadable as it was', async () => {
    const { payload } = given
    const document = await publish(`Hardening guide ${uniqueTag()}`)
    expect((await versionsOf(document)).docs.map((version) => version.number)).toEqual([1])
    const updated = await replaceFile(document, 'Adds change logging')
    const versions = (await versionsOf(document)).docs
    expect(versions.map((version) => [version.number, version.changeNote])).toEqual([
      [1, null],
      [2, 'Adds change logging'],
    ])
    // The change note is not stored on the document: the next save has none.
    expect((updated as { changeNote?: string }).changeNote ?? null).toBeNull()
    // A retried save of the same file keeps nothing twice.
    expect(await archiveDocumentFile(await requestOf(), updated, { changeNote: 'again' })).toBeNull()
    expect((await versionsOf(document)).totalDocs).toBe(2)

    // Version 1 is the first file, byte for byte, although Payload deleted the document's own copy of it.
    const first = await downloadDocumentVersion({ payload, user: insider }, { id: String(document.id), number: '1' })
    expect(first.status).toBe(200)
    expect(Buffer.from(await first.arrayBuffer()).equals(firstBytes)).toBe(true)
    const second = await downloadDocumentVersion({ payload, user: insider }, { id: String(document.id), number: '2' })
    expect(Buffer.from(await second.arrayBuffer()).equals(secondBytes)).toBe(true)
    expect((await downloadDocumentVersion({ payload, user: insider }, { id: String(document.id), number: '3' })).status).toBe(404)
    // Downloads from the history count as downloads of the document.
    const recorded = await payload.count({
      collection: 'document-downloads',
      where: { and: [{ document: { equals: document.id } }, { user: { equals: insider.id } }] },
      overrideAccess: true,
    })
    expect(recorded.totalDocs).toBe(2)
  })

  test('a new version tells the members who downloaded an earlier one, once, and only those who may still read it', async () => {
    const { payload } = given
    const open = await publish(`Open guide ${uniqueTag()}`)
    const amber = await publish(`Amber guide ${uniqueTag()}`, { tlp: 'amber-strict', owningOrganization: owningOrg.id })
    for (const user of [insider, outsider]) await createDoc(payload, 'document-downloads', { user: user.id, document: open.id })
    await createDoc(payload, 'document-downloads', { user: insider.id, document: amber.id })
    // The outsider downloaded the AMBER+STRICT guide while it was still for everyone: now it is not theirs to read.
    await createDoc(payload, 'document-downloads', { user: outsider.id, document: amber.id })
    await replaceFile(open, 'Second edition')
    await replaceFile(amber, 'Second edition')
    const told = async (document: Document) =>
      (
        await payload.find({
          collection: 'notifications',
          where: { and: [{ kind: { equals: 'document-updated' } }, { document: { equals: document.id } }] },
          depth: 0,
          overrideAccess: true,
        })
      ).docs
        .map((notice) => notice.recipient)
        .sort()
    expect(await told(open)).toEqual([insider.id, outsider.id].sort())
    expect(await told(amber)).toEqual([insider.id])
  })

  test('the preview of the first pages is drawn by the queue, once; other kinds of files get none', async () => {
    const { payload } = given
    const document = await publish(`Previewed guide ${uniqueTag()}`)
    const text = (await createDoc(
      payload,
      'documents',
      { title: `Plain notes ${uniqueTag()}`, company: 'Grid Works', documentType: 'Notes' },
      {
        file: { data: Buffer.from('plain words'), name: `notes-${uniqueTag()}.txt`, mimetype: 'text/plain', size: 11 },
        user: given.actors.admin,
      },
    )) as Document
    expect((await versionsOf(document)).docs[0]!.previewStatus).toBe('pending')
    await drawPreviews()
    const [version] = (await versionsOf(document)).docs
    expect(version!.previewStatus).toBe('ready')
    expect((version!.previewPages as string[]).length).toBeGreaterThanOrEqual(1)
    expect((await versionsOf(text)).docs[0]!.previewStatus).toBe('none')

    const image = await previewImage({ payload, user: outsider }, { id: String(document.id), number: '1', page: '1' })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 3)
        .toString('hex'),
    ).toBe('ffd8ff')
    expect((await previewImage({ payload, user: outsider }, { id: String(document.id), number: '1', page: '9' })).status).toBe(404)
  })

  test("the document's TLP label decides who reads its versions, their files and previews", async () => {
    const { payload } = given
    const amber = await publish(`Strict guide ${uniqueTag()}`, { tlp: 'amber-strict', owningOrganization: owningOrg.id })
    await drawPreviews()
    const listed = async (user: User | undefined) =>
      (
        await payload.find({
          collection: 'document-versions',
          where: { document: { equals: amber.id } },
          user,
          overrideAccess: false,
          depth: 0,
        })
      ).totalDocs
    expect(await listed(insider)).toBe(1)
    expect(await listed(outsider)).toBe(0)
    await expect(listed(undefined)).rejects.toThrow(/not allowed/)
    expect((await previewImage({ payload, user: outsider }, { id: String(amber.id), number: '1', page: '1' })).status).toBe(404)
    expect((await previewImage({ payload, user: insider }, { id: String(amber.id), number: '1', page: '1' })).status).toBe(200)
    expect((await downloadDocumentVersion({ payload, user: outsider }, { id: String(amber.id), number: '1' })).status).toBe(404)
    // The insider's copy of an AMBER+STRICT version is labelled for them.
    const copy = await downloadDocumentVersion({ payload, user: insider }, { id: String(amber.id), number: '1' })
    expect(decodeURIComponent(copy.headers.get('content-disposition')!)).toContain('(TLP-AMBER+STRICT).pdf')
    // The stored file's own address serves admins only; nobody creates versions over the API.
    const [version] = (await versionsOf(amber)).docs
    const file = `document-versions/file/${version!.filename}`
    expect((await rest('GET', file, { token: await tokenOf(payload, insider) })).status).toBe(403)
    expect((await rest('GET', file, { token: await tokenOf(payload, given.actors.admin) })).status).toBe(200)
    expect(
      (await rest('POST', 'document-versions', { token: await tokenOf(payload, given.actors.admin), body: { document: amber.id } })).status,
    ).toBe(403)
    // GraphQL names them apart from the documents' own draft versions (its schema would not build otherwise).
    const graphql = await GRAPHQL_POST(config)(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await tokenOf(payload, insider)}` },
        body: JSON.stringify({ query: `{ DocumentFileVersions(where: { document: { equals: ${amber.id} } }) { docs { number } } }` }),
      }),
    )
    expect(await graphql.json()).toEqual({ data: { DocumentFileVersions: { docs: [{ number: 1 }] } } })
  })
})

/** A request of the server's own, as the hooks get one (for calling the domain function directly). */
async function requestOf() {
  const { createLocalReq } = await import('payload')
  return createLocalReq({ user: given.actors.admin }, given.payload)
}
