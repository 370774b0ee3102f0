import { parse } from 'graphql'

import { judgeGraphqlText } from '@/lib/platform/api/readBudget'

import { MAX_JSON_BODY_BYTES, bodyTooLarge, isGraphqlJson, readTextWithin } from './requestBody'

type GraphqlHandler = (request: Request) => Promise<Response>

const refuse = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

type GraphqlBody = { data?: Record<string, unknown> | null; errors?: { extensions?: { statusCode?: unknown } }[] }

/**
 * The HTTP status of a GraphQL answer whose every requested field failed: the status its errors
 * carry (403, 404, 400), or 400 for errors that carry none (syntax and validation errors are
 * the request's). A partial answer keeps 200.
 */
function failedStatus(body: GraphqlBody): number | null {
  if (!Array.isArray(body.errors) || body.errors.length === 0) return null
  if (body.data && Object.values(body.data).some((value) => value !== null)) return null
  const statuses = body.errors.map((error) => {
    const status = error.extensions?.statusCode
    return typeof status === 'number' && status >= 400 && status < 600 ? status : 400
  })
  return Math.max(...statuses)
}

/**
 * Payload's GraphQL endpoint behind the checks that must come before it: a body that is not
 * JSON (as graphql-http reads the header) is refused with 415 before Payload reads it, a body
 * over the bound with 413, malformed JSON with 400 and a message instead of an empty 500, and
 * a query over the read budget's text checks (length, nesting, tokens, fragment cycles and the
 * expanded size) with 400 before Payload parses and validates it. A refused operation is
 * answered with a 4xx instead of 200, so a client, a proxy or a log sees the refusal.
 */
export function guardGraphqlRequest(handler: GraphqlHandler): GraphqlHandler {
  return async (incoming) => {
    if (!isGraphqlJson(incoming.headers.get('content-type')))
      return Response.json({ errors: [{ message: 'A GraphQL request is sent as JSON: Content-Type: application/json.' }] }, { status: 415 })
    // The body is read once here and handed on in a new request (no second reader of the stream).
    const body = await readTextWithin(incoming, MAX_JSON_BODY_BYTES)
    if (body === null) return bodyTooLarge()
    const request = new Request(incoming.url, { method: incoming.method, headers: incoming.headers, body })
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return refuse('The request body is not valid JSON.')
    }
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { query?: unknown }).query !== 'string') {
      return refuse('A GraphQL request is a JSON object with a query.')
    }
    // The read budget's checks of the text, before Payload's handler (no SQL, not even the
    // session lookup); the rest needs the schema (readBudgetRule).
    const overBudget = judgeGraphqlText((parsed as { query: string }).query, parse)
    if (overBudget) return refuse(overBudget)
    const response = await handler(request)
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response
    const text = await response.text()
    let status: number | null = null
    try {
      status = failedStatus(JSON.parse(text) as GraphqlBody)
    } catch {
      // Not JSON after all: pass it on as it came.
    }
    return new Response(text, { status: status ?? 200, headers: response.headers })
  }
}
