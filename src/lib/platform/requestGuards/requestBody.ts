/**
 * Request bodies as the guards read them: the media type normalized the way the framework that
 * answers next reads it, and the text read up to a bound (Next.js route handlers and Payload
 * read a body whole, however large).
 */

/** JSON bodies of the APIs: far above any document's data, far below what would fill the memory. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024

/**
 * Whether graphql-http (Payload's GraphQL handler) reads a body as JSON: it removes every
 * whitespace character, lowercases the header, splits it at `;` and accepts only
 * `application/json` whose first parameter, if any, is `charset=utf-8`; anything else it
 * answers with 415, but only after Payload has read the body (a multipart one into temporary
 * files). Pinned by tests/platform/graphqlRequestGuard.test.ts.
 */
export function isGraphqlJson(contentType: string | null): boolean {
  const [mediaType, charset = 'charset=utf-8'] = (contentType ?? '').replace(/\s/g, '').toLowerCase().split(';')
  return mediaType === 'application/json' && charset === 'charset=utf-8'
}

/**
 * The body's text, or null when it is longer than `maxBytes` (by its Content-Length, or by
 * what arrives: the stream is cancelled there, so an endless body costs no more than the bound).
 */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBytesWithin(request, maxBytes)
  return bytes === null ? null : Buffer.from(bytes).toString('utf8')
}

/** The body's bytes, or null when it is longer than `maxBytes` (as readTextWithin: cancelled at the bound). */
export async function readBytesWithin(request: Pick<Request, 'headers' | 'body'>, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The refusal of a body over the bound, in the APIs' error shape. */
export const bodyTooLarge = () =>
  Response.json({ errors: [{ message: `The request body may be at most ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB.` }] }, { status: 413 })
