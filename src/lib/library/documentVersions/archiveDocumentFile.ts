import type { PayloadRequest } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'
import { CONTENT_QUEUE } from '@/lib/infrastructure/jobs/contentTasks'
import { readStoredFile } from '@/lib/infrastructure/storage/readStoredFile'
import type { Document } from '@/payload-types'

import { notifyEarlierDownloaders } from './notifyEarlierDownloaders'

/**
 * Keeps a published document's file as its next version (issue 23, item 3), with the change note
 * the admin wrote beside the new file, in the saving transaction: Payload deletes a document's old
 * file on a new upload, so every published file is copied into document-versions. Idempotent: a
 * file already kept (a retried save) is not kept twice. A new version (2 and up) tells the members
 * who downloaded an earlier one; its preview is drawn by a job (renderDocumentPreview).
 */
export async function archiveDocumentFile(
  req: PayloadRequest,
  document: Pick<
    Document,
    'id' | 'filename' | 'mimeType' | 'filesize' | 'tlp' | 'owningOrganization' | 'sharedWithOrganizations' | 'sharedWithPeople'
  >,
  { changeNote }: { changeNote?: string | null },
): Promise<{ version: number } | null> {
  const { payload } = req
  if (!document.filename) return null
  const why = elevated('the server keeps every published file of a document')
  const kept = await payload.find({
    collection: 'document-versions',
    where: { document: { equals: document.id } },
    sort: '-number',
    limit: 1,
    depth: 0,
    select: { number: true, sourceFilename: true },
    req,
    ...why,
  })
  const latest = kept.docs[0]
  if (latest?.sourceFilename === document.filename) return null
  const bytes = await readStoredFile(payload, 'documents', document, DOCUMENT_MAX_BYTES)
  if (!bytes) {
    payload.logger.error({ msg: 'A document file could not be kept as a version', document: document.id, filename: document.filename })
    return null
  }
  const number = (latest?.number ?? 0) + 1
  const version = await payload.create({
    collection: 'document-versions',
    data: {
      document: document.id,
      number,
      changeNote: changeNote?.trim() || null,
      uploadedBy: req.user?.id ?? null,
      sourceFilename: document.filename,
      previewStatus: 'pending',
    },
    file: { data: bytes, mimetype: document.mimeType ?? 'application/octet-stream', name: document.filename, size: bytes.length },
    depth: 0,
    req,
    ...why,
  })
  await payload.jobs.queue({ task: 'renderDocumentPreview', input: { version: version.id }, queue: CONTENT_QUEUE, req })
  if (number > 1) await notifyEarlierDownloaders(req, document, version.id)
  return { version: number }
}
