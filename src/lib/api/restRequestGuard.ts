import type { SanitizedConfig } from 'payload'

type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

/** Payload's geo operators; they apply to point fields only, and no collection has one. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

const refuse = (message: string, status = 400) => Response.json({ errors: [{ message }] }, { status })

/** Every key and bracket segment of a `where`, however it was sent (brackets or JSON). */
function whereKeys(search: URLSearchParams): string[] | 'malformed' {
  const keys: string[] = []
  for (const [key, value] of search) {
    if (key === 'where') {
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        return 'malformed'
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'malformed'
      const walk = (node: unknown) => {
        if (typeof node !== 'object' || node === null) return
        for (const [name, child] of Object.entries(node)) {
          keys.push(name)
          walk(child)
        }
      }
      walk(parsed)
    } else if (key.startsWith('where[')) {
      keys.push(...[...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!))
    }
  }
  return keys
}

/** What Payload's REST handlers would answer with 500 for a request that is the client's fault. */
async function refusal(request: Request, slug: string[], config: SanitizedConfig): Promise<Response | null> {
  const keys = whereKeys(new URL(request.url).searchParams)
  if (keys === 'malformed') return refuse('The where parameter must be a set of conditions, like where[title][equals]=Summit.')
  const geo = keys.find((key) => GEO_OPERATORS.has(key))
  if (geo) return refuse(`The ${geo} operator applies only to point fields, and there are none here.`)

  const collection = config.collections.find((entry) => entry.slug === slug[0])
  // Payload routes /verify/:token for every auth collection, e-mail verification or not.
  if (collection?.auth && slug[1] === 'verify' && !collection.auth.verify) return refuse('Not Found', 404)

  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json') && request.method !== 'GET') {
    const body = await request.clone().text()
    if (body.trim() !== '') {
      try {
        JSON.parse(body)
      } catch {
        return refuse('The request body is not valid JSON.')
      }
    }
  }
  return null
}

/**
 * Payload's REST API behind a guard for hostile input: malformed JSON bodies and `where`
 * parameters, geo operators and the verification route answer 400 or 404 with a message
 * (Payload would answer 500 or 'An unknown error occurred.'), and a file that is not on
 * the disk is 404, not 500.
 */
export function guardRestRequest(handler: RestHandler, config: Promise<SanitizedConfig>): RestHandler {
  return async (request, args) => {
    const slug = (await args.params).slug ?? []
    const refused = await refusal(request, slug, await config)
    if (refused) return refused
    const response = await handler(request, args)
    if (request.method === 'GET' && slug[1] === 'file' && response.status === 500) return refuse('File not found', 404)
    return response
  }
}
