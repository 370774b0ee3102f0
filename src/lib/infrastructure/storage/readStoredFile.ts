import fs from 'node:fs'
import path from 'node:path'
import type { Payload, UploadCollectionSlug } from 'payload'

import { requestAs } from '@/lib/infrastructure/database/inTransaction'

import type { StoredFile } from './uploadFileResponse'

/**
 * The bytes of an upload document's file, for the server's own use (no reader's access applies:
 * the caller decides who sees what comes of it), from the storage plugin (S3) or local disk.
 * Null when there is no file, it is missing, or larger than `maxBytes`.
 */
export async function readStoredFile(
  payload: Payload,
  collection: UploadCollectionSlug,
  doc: StoredFile,
  maxBytes: number,
): Promise<Buffer | null> {
  const config = payload.collections[collection].config
  const filename = doc.filename
  if (!filename) return null
  const req = await requestAs(payload, null)
  for (const handler of config.upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params: { collection, filename } })
    if (!(response instanceof Response)) continue
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel()
      return null
    }
    const bytes = Buffer.from(await response.arrayBuffer())
    return bytes.length > maxBytes ? null : bytes
  }
  const filePath = path.join(config.upload.staticDir!, path.basename(filename))
  const stat = await fs.promises.stat(filePath).catch(() => null)
  if (!stat?.isFile() || stat.size > maxBytes) return null
  return fs.promises.readFile(filePath)
}
