import type { Endpoint } from 'payload'

import { adminEndpoint } from '@/lib/admin/adminEndpoint'
import { AppError, isPublicError } from '@/lib/shared/errors/appError'
import type { User } from '@/payload-types'

import type { ExportableCollection } from './exportableCollections'
import { exportCollection } from './exportCollection'

/** A `where` sent as JSON text (`where={"status":{"equals":"pending"}}`) rather than brackets. */
function whereOf(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    throw new AppError('INVALID_INPUT', 'The where parameter must be a set of conditions, like where[status][equals]=pending.')
  }
}

/**
 * GET /api/{collection}/export?format=csv|json[&where…][&sort=…][&search=…]: the admin's list
 * as a file (exportCollection), streamed batch by batch. Admins only (403 for anyone else);
 * bad input is 400 with a message before the file starts. The file's name is
 * {collection}-{YYYY-MM-DD}.{format}.
 */
export const exportEndpoint = (collection: ExportableCollection): Endpoint =>
  adminEndpoint({
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const query = (req.query ?? {}) as Record<string, unknown>
      let file
      try {
        file = await exportCollection(
          { payload: req.payload, user: req.user as User },
          { collection, format: query.format ?? 'csv', where: whereOf(query.where), sort: query.sort, search: query.search },
        )
      } catch (error) {
        if (isPublicError(error) && error.status < 500) return Response.json({ message: error.message }, { status: error.status })
        // Payload's query errors (a path that cannot be queried) and database refusals of a value
        // (explainRequestErrors) are the request's fault; Payload answers them with their status.
        throw error
      }
      const { chunks } = file
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await chunks.next()
            if (next.done) controller.close()
            else controller.enqueue(encoder.encode(next.value))
          } catch (error) {
            // Headers are sent: a broken file must not look complete, so the download fails.
            req.payload.logger.error({ err: error, msg: `Export of ${collection} failed` })
            controller.error(error)
          }
        },
        async cancel() {
          await chunks.return(undefined)
        },
      })
      return new Response(body, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Total-Count': String(file.rowCount),
        },
      })
    },
  })
