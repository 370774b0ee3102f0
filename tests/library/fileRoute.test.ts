/**
 * Payload's file route (/api/{collection}/file/{name}) on local disk, as an admin, whose read
 * access lets Payload skip the document lookup: a file that is there streams; a name that no
 * document has is a client's guess, answered 404 with nothing logged as an error; a document
 * whose file is gone is answered 404 too, and logged as the error it is (src/lib/infrastructure/storage/missingLocalFile.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints } from 'payload'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import config from '@payload-config'

import type { Document } from '../../src/payload-types'
import { uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { tokenOf } from '../support/rest'

const given = useActors()
let token = ''

beforeAll(async () => {
  token = await tokenOf(given.payload, given.actors.admin)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const getFile = (name: string) =>
  handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/documents/file/${encodeURIComponent(name)}`, {
      headers: { Authorization: `JWT ${token}` },
    }),
  })

const storedDocument = async (name: string) =>
  (await createDoc(
    given.payload,
    'documents',
    { title: `File route ${uniqueTag()}`, company: 'ACME', documentType: 'Report' },
    { file: pdfFile(name) },
  )) as Document

describe("the file route on local disk (an admin's request)", () => {
  test('a file that is there streams', async () => {
    const document = await storedDocument('on-disk')
    const response = await getFile(document.filename!)
    expect(response.status).toBe(200)
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  test('a name that no document has: 404 File not found, no error logged', async () => {
    const errors = vi.spyOn(given.payload.logger, 'error')
    const response = await getFile(`guessed-${uniqueTag()}.pdf`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'File not found' }] })
    expect(errors).not.toHaveBeenCalled()
  })

  test('a document whose file is gone: 404, and one error naming the document for the operator', async () => {
    const document = await storedDocument('gone')
    fs.rmSync(path.join(process.env.MEDIA_DIR!, 'documents', document.filename!))
    const errors = vi.spyOn(given.payload.logger, 'error').mockImplementation(() => undefined)
    const response = await getFile(document.filename!)
    expect(response.status).toBe(404)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toContain(`${document.filename} of documents ${document.id} is missing on the disk`)
  })
})
