import type { Endpoint } from 'payload'

import { adminEndpoint } from '@/lib/admin/adminEndpoint'
import { AppError, isPublicError } from '@/lib/shared/errors/appError'
import type { User } from '@/payload-types'

import type { ExportableCollection } from './exportableCollections'
import { checkExport, exportCollection, type ExportInput } from './exportCollection'

/** A `where` sent as JSON text (`where={"status":{"equals":"pending"}}`) rather than brackets. */
function whereOf(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    throw new AppError('INVALID_INPUT', 'The where parameter must be a set of conditions, like where[status][equals]=pending.')
  }
}

/** A refusal the request caused, as JSON with its message (never cached). */
const refusal = (error: Error & { status: number }) =>
  Response.json({ message: error.message }, { status: error.status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/{collection}/export?format=csv|json[&where…][&sort=…][&search=…]: the admin's list
 * as a file (exportCollection), streamed batch by batch with Content-Disposition: attachment,
 * so the list's export link downloads it in the browser's own downloads (issue 48). Admins only
 * (403 for anyone else, and for a session cookie on a cross-site request: Payload's cookie check,
 * payload.config's `csrf`); bad input is 400 with a message before the file starts, a third
 * export of an admin while two stream 429. With `check=1` the same checks and the row count as
 * JSON (`{ rows, filename }`), and no file. The file's name is {collection}-{YYYY-MM-DD}.{format}.
 */
export const exportEndpoint = (collection: ExportableCollection): Endpoint =>
  adminEndpoint({
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const query = (req.query ?? {}) as Record<string, unknown>
      const context = { payload: req.payload, user: req.user as User }
      let file
      try {
        const asked: ExportInput = {
          collection,
          format: query.format ?? 'csv',
          where: whereOf(query.where),
          sort: query.sort,
          search: query.search,
        }
        if (query.check !== undefined) {
          if (query.check !== '1') throw new AppError('INVALID_INPUT', 'The check parameter must be 1.')
          return Response.json(await checkExport(context, asked), { headers: { 'Cache-Control': 'no-store' } })
        }
        file = await exportCollection(context, asked)
      } catch (error) {
        if (isPublicError(error) && error.status < 500) return refusal(error)
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
