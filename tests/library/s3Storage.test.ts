/**
 * Uploads in an S3 bucket: a real S3-compatible server (s3rver) on loopback, files under a
 * temporary folder, and Payload configured for it through the S3_* variables. The variables
 * are set before the Payload config is imported (it reads them once), so this file gets its
 * own S3-backed Payload while the other test files keep local disk.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { closePayload } from '../../scripts/database/closePayload'
import { downloadDocument } from '../../src/lib/library/documents/downloadDocument'
import { downloadProjectDocument } from '../../src/lib/projects/downloadProjectDocument'
import type { Document, Media, ProjectDocument } from '../../src/payload-types'
import { type Actors, createActors, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile, pngFile } from '../support/files'

const BUCKET = 'community-test'
const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']
let s3: S3rver
let s3Dir = ''
let endpoint = ''
let config: SanitizedConfig
let payload: Payload
let actors: Actors
let memberToken = ''
/** Every request the S3 server received: method, path and the ACL header, if any. */
const s3Requests: { method: string; path: string; acl?: string }[] = []

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-s3-'))
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true })
  s3.middleware.unshift(async (ctx, next) => {
    s3Requests.push({ method: ctx.method, path: ctx.path, acl: ctx.headers['x-amz-acl'] as string | undefined })
    await next()
  })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
  const created = await fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' })
  expect(created.status).toBe(200)

  Object.assign(process.env, {
    // Read once by the config imported below; cleared again after the file's tests.
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    // s3rver's built-in account; it checks the SDK's request signatures with it.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  config = await (await import('@payload-config')).default
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  actors = await createActors(payload)
  const email = actors.member.email
  await payload.update({ collection: 'users', id: actors.member.id, data: { password: 'member-password' } })
  memberToken = (await payload.login({ collection: 'users', data: { email, password: 'member-password' } })).token!
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  for (const name of S3_VARIABLES) delete process.env[name]
  await s3?.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

/** The object as the S3 server holds it (s3rver answers unsigned reads), or null. */
const objectInBucket = async (key: string): Promise<Buffer | null> => {
  const response = await fetch(`${endpoint}/${BUCKET}/${key}`)
  if (response.status === 404) return null
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** Payload's own REST handler (the one /api/[...slug] serves), called with a real Request. */
const api = (url: string, token?: string) =>
  handleEndpoints({
    config,
    request: new Request(new URL(url, 'http://localhost:3000'), { headers: token ? { Authorization: `JWT ${token}` } : {} }),
  })

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('images', () => {
  test('an upload lands in the bucket (with its resized card), not on disk, and anyone can read it', async () => {
    // Larger than the 640×360 card, so Payload makes that size too (it never enlarges).
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const file = await pngFile('s3-image', png)
    const image = (await createDoc(payload, 'media', { alt: 'In the bucket' }, { user: actors.member, file })) as Media
    expect(await objectInBucket(`media/${image.filename}`)).toEqual(file.data)
    expect(image.sizes?.card?.filename).toBeTruthy()
    expect(await objectInBucket(`media/${image.sizes!.card!.filename}`)).not.toBeNull()
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, 'images', image.filename!))).toBe(false)

    // The URL Payload hands out is its own file endpoint, which streams from the bucket.
    // Relative to the address in use (payload.config.ts sets no serverURL).
    expect(image.url).toBe(`/api/media/file/${image.filename}?prefix=media`)
    const publicRead = await api(image.url!)
    expect(publicRead.status).toBe(200)
    expect(publicRead.headers.get('content-type')).toBe('image/png')
    expect(await bytesOf(publicRead)).toEqual(file.data)
  })
})

describe('documents', () => {
  let document: Document
  const file = pdfFile('s3-document')

  beforeAll(async () => {
    document = (await createDoc(
      payload,
      'documents',
      { title: `S3 doc ${uniqueTag()}`, company: 'ACME', documentType: 'Report' },
      { file },
    )) as Document
  })

  const downloadRows = async () =>
    (await payload.count({ collection: 'document-downloads', where: { document: { equals: document.id } }, overrideAccess: true }))
      .totalDocs

  test('an upload lands in the bucket under its own prefix, written without a public ACL', async () => {
    expect(document.prefix).toBe('documents')
    expect(await objectInBucket(`documents/${document.filename}`)).toEqual(file.data)
    const writes = s3Requests.filter((request) => request.method === 'PUT' && request.path !== `/${BUCKET}`)
    expect(writes.map((request) => request.path)).toContain(`/${BUCKET}/documents/${document.filename}`)
    expect(writes.filter((request) => request.acl !== undefined)).toEqual([])
  })

  test("a member's download streams the bytes from the bucket and records one download", async () => {
    const before = await downloadRows()
    const response = await downloadDocument({ payload, user: actors.member }, { id: String(document.id) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(document.filename!)}`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-length')).toBe(String(file.data.length))
    expect(await bytesOf(response)).toEqual(file.data)
    expect(await downloadRows()).toBe(before + 1)
    const row = await payload.find({
      collection: 'document-downloads',
      where: { document: { equals: document.id } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    expect(row.docs[0].user).toBe(actors.member.id)
  })

  test("a visitor's download is refused by the app and by Payload's file endpoint, and records nothing", async () => {
    const before = await downloadRows()
    const refused = await downloadDocument({ payload, user: null }, { id: String(document.id) })
    expect(refused.status).toBe(403)
    expect(await downloadRows()).toBe(before)

    // Payload's own URL for the file, guessed by a visitor, with and without the prefix.
    expect((await api(`/api/documents/file/${document.filename}`)).status).toBe(403)
    expect((await api(document.url!)).status).toBe(403)
    // The same URL works with a member's session: it is access, not a broken handler, that refuses.
    const member = await api(document.url!, memberToken)
    expect(member.status).toBe(200)
    expect(await bytesOf(member)).toEqual(file.data)
  })

  test('deleting the document deletes its object from the bucket', async () => {
    const doomed = (await createDoc(
      payload,
      'documents',
      { title: 'Short-lived', company: 'ACME', documentType: 'Report' },
      { file: pdfFile('s3-doomed') },
    )) as Document
    expect(await objectInBucket(`documents/${doomed.filename}`)).not.toBeNull()
    await payload.delete({ collection: 'documents', id: doomed.id, user: actors.admin, overrideAccess: false })
    expect(await objectInBucket(`documents/${doomed.filename}`)).toBeNull()
  })
})

describe('project documents', () => {
  let projectId = 0
  let document: ProjectDocument
  const file = pdfFile('s3-project-document')

  beforeAll(async () => {
    const project = await createDoc(payload, 'projects', {
      title: `S3 project ${uniqueTag()}`,
      type: 'Research',
      startDate: '2030-01-01T00:00:00.000Z',
    })
    projectId = project.id
    document = (await createDoc(payload, 'project-documents', { project: project.id, title: 'Charter' }, { file })) as ProjectDocument
  })

  test('the file lands in the bucket; a member downloads it through the app', async () => {
    expect(await objectInBucket(`project-documents/${document.filename}`)).toEqual(file.data)
    const response = await downloadProjectDocument(
      { payload, user: actors.member },
      { projectId: String(projectId), id: String(document.id) },
    )
    expect(response.status).toBe(200)
    expect(await bytesOf(response)).toEqual(file.data)
    // Only under its own project.
    expect(
      (await downloadProjectDocument({ payload, user: actors.member }, { projectId: String(projectId + 1), id: String(document.id) }))
        .status,
    ).toBe(404)
  })

  test("visitors are refused by the app and by Payload's file endpoint", async () => {
    expect((await downloadProjectDocument({ payload, user: null }, { projectId: String(projectId), id: String(document.id) })).status).toBe(
      403,
    )
    expect((await api(`/api/project-documents/file/${document.filename}`)).status).toBe(403)
    expect((await api(`/api/project-documents/file/${document.filename}`, memberToken)).status).toBe(200)
  })
})
