/**
 * GraphQL documents whose size explodes once their fragments are spread (issue 43, finding 2):
 * a "billion laughs" of fragments, each level doubling the fields that validation walks. Under
 * 2 KB of text at 25 levels, 2^25 fields expanded. Used by the guard's integration test and the
 * server's CPU and health-check test (tests/e2e/authorization/readBudget.e2e.ts).
 */

/** Fragment F0 … F{levels}; each spreads the next one twice, the last asks for one field. */
function chain(levels: number, spreadTwice: (next: string) => string): string {
  const fragments = Array.from({ length: levels }, (_, level) => `fragment F${level} on Event { ${spreadTwice(`F${level + 1}`)} }`)
  return `${fragments.join(' ')} fragment F${levels} on Event { id }`
}

/** Every spelling of the attack, at `levels` levels: named name → query. */
export function fragmentBombs(levels: number): Record<string, string> {
  const root = '{ Events(limit: 1) { docs { ...F0 } } }'
  return {
    // Each fragment spreads the two fragments below it (Fibonacci growth, the finding's shape).
    'two fragments below': `${root} ${Array.from({ length: levels }, (_, level) => `fragment F${level} on Event { ...F${level + 1} ...F${level + 2} }`).join(' ')} fragment F${levels} on Event { id } fragment F${levels + 1} on Event { title }`,
    'one fragment spread twice': `${root} ${chain(levels, (next) => `...${next} ...${next}`)}`,
    'aliases around the spreads': `${root} ${chain(levels, (next) => `a: title b: title ...${next} ...${next}`)}`,
    'inline fragments': `${root} ${chain(levels, (next) => `... on Event { ...${next} } ... on Event { ...${next} }`)}`,
    'spreads under a relationship': `{ Events(limit: 1) { docs { ...F0 } } } ${chain(levels, (next) => `...${next} image { id } ...${next}`)}`,
    'an unused fragment': `{ Events(limit: 1) { docs { id } } } ${chain(levels, (next) => `...${next} ...${next}`)}`,
  }
}
