/**
 * The GraphQL request guard (src/lib/platform/requestGuards/graphqlRequestGuard.ts) in front of Payload's
 * real GraphQL handler: the content types graphql-http reads as JSON all pass the guard's text
 * checks (no spelling skips them), every other type is refused before Payload reads the body,
 * and fragment bombs are refused from the text alone, in a few milliseconds of CPU, before
 * GraphQL's validation or Payload's complexity rule expands them.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { describe, expect, it } from 'vitest'

import { READ_BUDGET } from '@/lib/platform/api/readBudget'
import { guardGraphqlRequest } from '@/lib/platform/requestGuards/graphqlRequestGuard'
import { MAX_JSON_BODY_BYTES, isGraphqlJson } from '@/lib/platform/requestGuards/requestBody'
import config from '@payload-config'

import { fragmentBombs } from '../support/graphqlBombs'
import { useActors } from '../support/payload'

useActors()

/** Payload's handler behind the guard, counting the requests the guard let through to it. */
function guardedHandler() {
  const handler = GRAPHQL_POST(config)
  const through = { count: 0 }
  const guarded = guardGraphqlRequest(async (request) => {
    through.count++
    return handler(request)
  })
  return { guarded, through }
}

const post = (body: BodyInit, contentType?: string) =>
  new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
    body,
  })

/** CPU time (user and system) of this process while `run` runs, in ms: the guard runs here. */
async function cpuMsOf<T>(run: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage()
  const result = await run()
  const used = process.cpuUsage(before)
  return { result, cpuMs: (used.user + used.system) / 1000 }
}

describe('content types', () => {
  // Every spelling graphql-http reads as JSON (it strips whitespace and lowercases).
  const jsonSpellings = [
    'application/json',
    'Application/JSON',
    'APPLICATION/JSON; CHARSET=UTF-8',
    ' application/json ',
    'application/json;charset=utf-8',
    'application/json ;\tcharset = utf-8',
    'application/ json',
  ]
  // Everything else it answers with 415: the guard answers first, before the body is read.
  const otherTypes = [
    undefined,
    '',
    'text/plain',
    'application/graphql',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'application/json; boundary=x; charset=utf-8',
    'application/jsonx',
  ]

  it('reads the header exactly as graphql-http does', () => {
    for (const spelling of jsonSpellings) expect(isGraphqlJson(spelling), spelling).toBe(true)
    for (const other of otherTypes) expect(isGraphqlJson(other ?? null), String(other)).toBe(false)
  })

  it('judges the query text under every JSON spelling (a self-spreading fragment is a 400 with a message, never a 500)', async () => {
    const { guarded, through } = guardedHandler()
    const cyclic = '{ Events(limit: 1) { docs { ...A } } } fragment A on Event { ...A }'
    for (const spelling of jsonSpellings) {
      const response = await guarded(post(JSON.stringify({ query: cyclic }), spelling))
      expect(response.status, spelling).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/spreads itself/)
    }
    expect(through.count).toBe(0)
    // And a good query under the same spellings reaches Payload and answers.
    for (const spelling of jsonSpellings) {
      const response = await guarded(post(JSON.stringify({ query: '{ Events(limit: 1) { totalDocs } }' }), spelling))
      expect(response.status, spelling).toBe(200)
    }
    expect(through.count).toBe(jsonSpellings.length)
  })

  it('refuses every other type with 415 before Payload reads the body', async () => {
    const { guarded, through } = guardedHandler()
    const multipart = new FormData()
    multipart.set('operations', JSON.stringify({ query: '{ Events(limit: 1) { totalDocs } }' }))
    multipart.set('file', new Blob([Buffer.alloc(1024 * 1024)]), 'big.bin')
    for (const type of otherTypes) {
      const response = await guarded(post(JSON.stringify({ query: '{ Events(limit: 1) { totalDocs } }' }), type))
      expect(response.status, String(type)).toBe(415)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/Content-Type: application\/json/)
    }
    // A real multipart body (its own boundary) is refused the same way.
    const request = new Request('http://localhost:3000/api/graphql', { method: 'POST', body: multipart })
    expect((await guarded(request)).status).toBe(415)
    expect(through.count).toBe(0)
  })

  it('refuses a body over the bound with 413, by its length or by what arrives', async () => {
    const { guarded, through } = guardedHandler()
    const big = JSON.stringify({ query: '{ Events(limit: 1) { totalDocs } }', variables: { x: 'x'.repeat(MAX_JSON_BODY_BYTES) } })
    expect((await guarded(post(big, 'application/json'))).status).toBe(413)
    // A stream without Content-Length is cut where it passes the bound.
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    const streamed = new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    expect((await guarded(streamed)).status).toBe(413)
    expect(sent).toBeLessThan(MAX_JSON_BODY_BYTES + 512 * 1024)
    expect(through.count).toBe(0)
  })
})

describe('fragment bombs', () => {
  // 250 ms leaves room for a ~100 ms jump of the CPU counter on a host that steals without
  // reporting it (tests/support/processLoad.ts); spreading every fragment anew would take minutes.
  it('refuses each spelling at 25 levels from the text, in under 250 ms of CPU', async () => {
    const { guarded, through } = guardedHandler()
    // Warm the parser once, as a running server is.
    await guarded(post(JSON.stringify({ query: '{ Events(limit: 1) { totalDocs } }' }), 'application/json'))
    for (const [name, query] of Object.entries(fragmentBombs(25))) {
      expect(query.length, name).toBeLessThan(3000)
      for (const contentType of ['application/json', 'Application/JSON; charset=UTF-8']) {
        const { result: response, cpuMs } = await cpuMsOf(() => guarded(post(JSON.stringify({ query }), contentType)))
        const message = ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message
        expect(response.status, `${name} (${contentType})`).toBe(400)
        expect(message, name).toMatch(/fields once its fragments are spread|at most 20 aliases/)
        expect(cpuMs, `${name}: ${cpuMs} ms of CPU`).toBeLessThan(250)
      }
    }
    expect(through.count).toBe(1)
  })

  it('lets fragments within the expanded bound through to Payload', async () => {
    const { guarded } = guardedHandler()
    // Eight levels: 2^8 = 256 fields expanded, well within the bound.
    const query = fragmentBombs(8)['one fragment spread twice']!
    const response = await guarded(post(JSON.stringify({ query }), 'application/json'))
    expect(response.status).toBe(200)
    expect(READ_BUDGET.maxExpandedFields).toBeGreaterThan(2 ** 8)
  })

  it('refuses a query over the token bound with its own message', async () => {
    const { guarded, through } = guardedHandler()
    const query = `{ Events(limit: 1) { docs { ${'id '.repeat(READ_BUDGET.maxQueryTokens)} } } }`
    expect(query.length).toBeLessThan(READ_BUDGET.maxQueryLength)
    const response = await guarded(post(JSON.stringify({ query }), 'application/json'))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'A GraphQL query may hold at most 5,000 tokens.',
    )
    expect(through.count).toBe(0)
  })
})
