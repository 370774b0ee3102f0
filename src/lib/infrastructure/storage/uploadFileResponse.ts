import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { executeAccess, Forbidden, type Payload, type TypeWithID, type UploadCollectionSlug } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { requestAs } from '@/lib/infrastructure/database/inTransaction'
import type { User } from '@/payload-types'

export type StoredFile = TypeWithID & { filename?: string | null; mimeType?: string | null }

/**
 * The file of an upload document as a private attachment, from wherever its collection keeps
 * it: the storage plugin's handler (S3) when there is one, local disk otherwise. The
 * collection's file access runs first, exactly as on Payload's /api/{collection}/file/, so
 * no caller can hand out a file that the endpoint would refuse (throws Forbidden).
 * Resolves to null when the file is missing or the storage fails (logged).
 */
export async function uploadFileResponse(
  payload: Payload,
  collection: UploadCollectionSlug,
  doc: StoredFile,
  user: User | null,
): Promise<Response | null> {
  const config = payload.collections[collection].config
  const filename = doc.filename
  if (!filename) return null
  const req = await requestAs(payload, user)
  const access = await executeAccess({ req, isReadingStaticFile: true, data: { filename } }, config.access.read)
  if (typeof access === 'object') {
    // A query result limits which files the user may read: this one must be among them.
    const allowed = await belowLocalApi(
      payload,
      'the file access’s query on this row as Payload’s file endpoint runs it; find uses read access',
    ).findOne({ collection, req, where: { and: [{ id: { equals: doc.id } }, access] } })
    if (!allowed) throw new Forbidden(req.t)
  }

  const headers = (size: string | null) => {
    const result = new Headers({
      'Content-Type': doc.mimeType || 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    if (size) result.set('Content-Length', size)
    return result
  }

  // The S3 plugin registers its handler here; it resolves the object key from the document.
  for (const handler of config.upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params: { collection, filename } })
    if (!(response instanceof Response)) continue
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel()
      payload.logger.error({ msg: 'Stored file unavailable', collection, id: doc.id, status: response.status })
      return null
    }
    return new Response(response.body, { headers: headers(response.headers.get('Content-Length')) })
  }

  const filePath = path.join(config.upload.staticDir!, path.basename(filename))
  const stat = await fs.promises.stat(filePath).catch(() => null)
  if (!stat?.isFile()) {
    payload.logger.error({ msg: 'Stored file missing', collection, id: doc.id, filePath })
    return null
  }
  return new Response(Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream, { headers: headers(String(stat.size)) })
}
