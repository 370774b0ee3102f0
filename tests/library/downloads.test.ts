/**
 * Member downloads on local disk (the default storage): the same functions the download
 * routes call, with the files under the run's MEDIA_DIR. tests/library/s3Storage.test.ts runs them
 * against an S3 bucket.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'

import { documentLanguages } from '../../src/lib/library/documents/downloadCounts'
import { downloadDocument } from '../../src/lib/library/documents/downloadDocument'
import { downloadProjectDocument } from '../../src/lib/projects/downloadProjectDocument'
import type { Document, ProjectDocument } from '../../src/payload-types'
import { uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'

const given = useActors()

describe('documents', () => {
  const file = pdfFile('local-download')
  let document: Document

  beforeAll(async () => {
    document = (await createDoc(
      given.payload,
      'documents',
      { title: `Local ${uniqueTag()}`, company: 'ACME', documentType: 'Report' },
      { file },
    )) as Document
  })

  const downloadRows = async () =>
    (await given.payload.count({ collection: 'document-downloads', where: { document: { equals: document.id } }, overrideAccess: true }))
      .totalDocs

  test('a member gets the file from disk as an attachment and one download is recorded', async () => {
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, 'documents', document.filename!))).toBe(true)
    const response = await downloadDocument({ payload: given.payload, user: given.actors.member }, { id: String(document.id) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.data)
    expect(await downloadRows()).toBe(1)
  })

  test('a visitor is refused and nothing is recorded; unknown ids are not found; the refusals read in the page language', async () => {
    const before = await downloadRows()
    const refused = await downloadDocument({ payload: given.payload, user: null }, { id: String(document.id) })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe('Please sign in to download documents.')
    expect(await downloadRows()).toBe(before)
    expect((await downloadDocument({ payload: given.payload, user: given.actors.member }, { id: 'abc' })).status).toBe(404)
    const missing = await downloadDocument({ payload: given.payload, user: given.actors.member }, { id: '999999999' })
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toBe('Document not found')

    const german = await downloadDocument({ payload: given.payload, user: null }, { id: String(document.id), language: 'de' })
    expect((await german.json()).message).toBe('Bitte melden Sie sich an, um Dokumente herunterzuladen.')
    const germanMissing = await downloadDocument({ payload: given.payload, user: given.actors.member }, { id: '999999999', language: 'de' })
    expect((await germanMissing.json()).message).toBe('Dokument nicht gefunden')
  })

  test('a file missing on disk gives the failure message and records nothing', async () => {
    const lost = (await createDoc(
      given.payload,
      'documents',
      { title: 'Lost', company: 'ACME', documentType: 'Report' },
      { file: pdfFile('lost') },
    )) as Document
    fs.rmSync(path.join(process.env.MEDIA_DIR!, 'documents', lost.filename!))
    const response = await downloadDocument({ payload: given.payload, user: given.actors.member }, { id: String(lost.id) })
    expect(response.status).toBe(404)
    expect((await response.json()).message).toBe('Failed to download document. Please try again.')
    const german = await downloadDocument({ payload: given.payload, user: given.actors.member }, { id: String(lost.id), language: 'de' })
    expect((await german.json()).message).toBe('Das Dokument konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.')
    expect(
      (await given.payload.count({ collection: 'document-downloads', where: { document: { equals: lost.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('project documents', () => {
  const file = pdfFile('local-project-download')
  let projectId = 0
  let document: ProjectDocument

  beforeAll(async () => {
    const project = await createDoc(given.payload, 'projects', {
      title: `Local ${uniqueTag()}`,
      type: 'Research',
      startDate: '2030-01-01T00:00:00.000Z',
    })
    projectId = project.id
    document = (await createDoc(given.payload, 'project-documents', { project: project.id, title: 'Charter' }, { file })) as ProjectDocument
  })

  test('a member downloads the file under its own project only', async () => {
    const response = await downloadProjectDocument(
      { payload: given.payload, user: given.actors.member },
      { projectId: String(projectId), id: String(document.id) },
    )
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.data)
    expect(
      (
        await downloadProjectDocument(
          { payload: given.payload, user: given.actors.member },
          { projectId: String(projectId + 1), id: String(document.id) },
        )
      ).status,
    ).toBe(404)
  })

  test('a visitor is refused, in the page language', async () => {
    const refused = await downloadProjectDocument(
      { payload: given.payload, user: null },
      { projectId: String(projectId), id: String(document.id) },
    )
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe('Please sign in to download project documents.')
    const german = await downloadProjectDocument(
      { payload: given.payload, user: null },
      { projectId: String(projectId), id: String(document.id), language: 'de' },
    )
    expect((await german.json()).message).toBe('Bitte melden Sie sich an, um Projektdokumente herunterzuladen.')
    const elsewhere = await downloadProjectDocument(
      { payload: given.payload, user: given.actors.member },
      { projectId: String(projectId + 1), id: String(document.id), language: 'de' },
    )
    expect((await elsewhere.json()).message).toBe('Projektdokument nicht gefunden')
  })
})

describe("the library's language filter (documentLanguages)", () => {
  test('offers the languages of published documents only, sorted; a draft in another language adds none until it is published', async () => {
    const before = await documentLanguages(given.payload)
    expect(before).toEqual([...before].sort())
    expect(before).not.toContain('Dutch')
    const draft = (await createDoc(
      given.payload,
      'documents',
      { title: `Dutch ${uniqueTag()}`, company: 'ACME', documentType: 'Report', language: 'Dutch', _status: 'draft' },
      { file: pdfFile('dutch-draft') },
    )) as Document
    try {
      expect(await documentLanguages(given.payload)).not.toContain('Dutch')
      await given.payload.update({ collection: 'documents', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
      expect(await documentLanguages(given.payload)).toEqual([...before, 'Dutch'].sort())
    } finally {
      await given.payload.delete({ collection: 'documents', id: draft.id, overrideAccess: true })
    }
  })
})
