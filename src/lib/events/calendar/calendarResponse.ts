import crypto from 'node:crypto'

/**
 * An .ics response: text/calendar, an ETag so calendar apps polling a feed get a cheap 304
 * when nothing changed, and the given caching. `download` names the file for the browser.
 */
export function calendarResponse(request: Request, body: string, options: { cacheControl: string; download?: string }): Response {
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = new Headers({
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  })
  if (options.download) headers.set('Content-Disposition', `attachment; filename="${options.download}"`)
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { status: 200, headers })
}

/** A file name from a title: "IT/OT Summit 2026" → "it-ot-summit-2026.ics". */
export const icsFileName = (title: string, fallback: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || fallback
  }.ics`
