import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'
import { readStoredFile } from '@/lib/infrastructure/storage/readStoredFile'
import type { PreviewStatus } from '@/lib/library/previews/previewStatus'
import { renderPreview } from '@/lib/library/previews/renderPreview'

/**
 * Draws the preview of a kept file's first pages (a job, queued by archiveDocumentFile), in a
 * limited child process (src/lib/library/previews/renderPreview.ts); never per request. Idempotent: a
 * version whose preview is done (or impossible) is left alone. A PDF gets its pages; other kinds
 * of files get none; a file that cannot be drawn is marked failed and logged.
 */
export async function renderDocumentPreview(payload: Payload, versionId: number): Promise<PreviewStatus | 'missing'> {
  const why = elevated('the jobs queue draws previews of every kept file')
  const version = await payload.findByID({ collection: 'document-versions', id: versionId, depth: 0, disableErrors: true, ...why })
  if (!version) return 'missing'
  if (version.previewStatus !== 'pending' && version.previewStatus !== 'failed') return version.previewStatus
  const bytes = await readStoredFile(payload, 'document-versions', version, DOCUMENT_MAX_BYTES)
  const drawn = bytes ? await renderPreview(bytes, version.mimeType ?? '') : { ok: false as const, problem: 'The file is missing' }
  const status: PreviewStatus = drawn.ok ? 'ready' : version.mimeType === 'application/pdf' ? 'failed' : 'none'
  if (!drawn.ok && status === 'failed')
    payload.logger.error({ msg: 'A document preview could not be drawn', version: versionId, problem: drawn.problem })
  await payload.update({
    collection: 'document-versions',
    id: versionId,
    data: {
      previewStatus: status,
      previewPages: drawn.ok ? drawn.pages.map((page) => page.toString('base64')) : null,
      previewPageCount: drawn.ok ? drawn.pages.length : 0,
    },
    depth: 0,
    ...why,
  })
  return status
}
