/**
 * Expensive requests for the soak (soak.resilience.ts): the kind a hostile client sends to make
 * one request cost the server much more than it costs them (issue 16, item 1). A round is the
 * hostile suite's generator (tests/e2e/hostile/expensiveRequests.ts, derived from the config:
 * nesting through every relationship and join, huge limits and depths, aliases, fragments,
 * batches) plus the findings' own requests at full strength. The read budget refuses most with
 * 400 before any SQL; the soak checks that refusing them, and answering the rest, costs the
 * server nothing lasting: no 5xx, no crash, RSS steady.
 */
import { collectionShapes, expensiveRequests } from '../e2e/hostile/expensiveRequests'

export type ExpensiveRequest = { method: string; path: string; body?: string; headers?: Record<string, string> }

/** Events → agenda → event → agenda … `levels` relation hops deep. */
export function nestedEventsQuery(levels: number): string {
  let selection = 'id title'
  for (let level = levels; level > 0; level--)
    selection = level % 2 === 1 ? `id title agenda(limit: 100) { docs { ${selection} } }` : `id title event { ${selection} }`
  return `{ Events(limit: 100) { docs { ${selection} } } }`
}

const graphql = (query: string): ExpensiveRequest => ({
  method: 'POST',
  path: '/api/graphql',
  body: JSON.stringify({ query }),
  headers: { 'content-type': 'application/json' },
})

/** The requests of the finding itself: the nested join that took the server down, whole tables, huge joins. */
function findings(): ExpensiveRequest[] {
  return [
    graphql(nestedEventsQuery(20)),
    graphql(nestedEventsQuery(6)),
    { method: 'GET', path: '/api/events?limit=0&depth=10' },
    { method: 'GET', path: '/api/events?depth=2&joins[agenda][limit]=100000&joins[speakers][limit]=100000' },
    { method: 'GET', path: '/api/agenda-items?limit=100000&depth=5' },
    graphql(`{ ${Array.from({ length: 200 }, (_, i) => `e${i}: Events(limit: 100) { docs { id title } }`).join(' ')} }`),
  ]
}

/** One round of expensive requests (the same for the same seed); the soak sends it over and over. */
export async function expensiveRound(count = 300, seed = 7): Promise<ExpensiveRequest[]> {
  const config = await (await import('../../payload.config')).default
  const derived = expensiveRequests(collectionShapes(config), count, seed).map(({ method, path, body, headers }) => ({
    method,
    path,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  }))
  return [...findings(), ...derived]
}
