import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'

/**
 * A member's download: checks the session, records a document-download row, and streams the
 * file. Visitors are sent to sign in. A failed record is only logged (spec 8): the member
 * still gets the file.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const user = await getCurrentUser()
  if (!user) return Response.redirect(new URL('/auth?from=/documents', siteUrl()), 303)
  const payload = await getPayloadClient()
  const document = /^\d+$/.test(id)
    ? await payload.findByID({ collection: 'documents', id: Number(id), depth: 0, disableErrors: true, user, overrideAccess: false })
    : null
  if (!document?.filename) return Response.json({ message: 'Document not found' }, { status: 404 })

  const staticDir = payload.collections.documents.config.upload.staticDir!
  const filePath = path.join(staticDir, path.basename(document.filename))
  if (!fs.existsSync(filePath)) {
    payload.logger.error({ msg: 'Document file missing', document: document.id, filePath })
    return Response.json({ message: 'Failed to download document. Please try again.' }, { status: 404 })
  }
  try {
    await payload.create({ collection: 'document-downloads', data: { document: document.id } as never, user, overrideAccess: false })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Failed to record a document download' })
  }
  const stream = Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream
  return new Response(stream, {
    headers: {
      'Content-Type': document.mimeType || 'application/octet-stream',
      'Content-Length': String(fs.statSync(filePath).size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
