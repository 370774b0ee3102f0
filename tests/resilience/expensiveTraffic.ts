/**
 * Expensive requests for the soak (soak.resilience.ts): the kind a hostile client sends to
 * make one request cost the server much more than it costs them (issue 16, item 1). Same shape
 * as the hostile suite's generator (tests/e2e/hostile/expensiveRequests.ts, being written with
 * the GraphQL cost budget); once that lands, expensiveRequests() yields from it instead.
 *
 * Today (no budget yet) these are kept mild enough that the server survives them: 3 levels
 * of GraphQL nesting, REST depths and join limits that demo data keeps small. The ones marked
 * HARSH-WHEN-BUDGETED are to be made harsh (20 levels, limit=100000 on large data) once the
 * budget refuses them with 400; the soak then checks that refusing costs nothing either.
 */
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

/** One round of expensive requests; the soak sends them over and over. */
export function* expensiveRequests(): Generator<ExpensiveRequest> {
  // HARSH-WHEN-BUDGETED: 20 levels.
  yield graphql(nestedEventsQuery(3))
  // HARSH-WHEN-BUDGETED: depth is capped by Payload's maxDepth (10); on large data limit=0 reads every event.
  yield { method: 'GET', path: '/api/events?limit=0&depth=10' }
  // HARSH-WHEN-BUDGETED: as is, on large data (50,000 agenda items).
  yield { method: 'GET', path: '/api/events?depth=2&joins[agenda][limit]=100000&joins[speakers][limit]=100000' }
  yield { method: 'GET', path: '/api/agenda-items?limit=1000&depth=5' }
  yield { method: 'GET', path: '/api/documents?limit=1000&depth=3&sort=-createdAt' }
  // Many aliases of one field in one query: the width, not the depth, of a query.
  yield graphql(`{ ${Array.from({ length: 20 }, (_, i) => `e${i}: Events(limit: 50) { docs { id title } }`).join(' ')} }`)
}
