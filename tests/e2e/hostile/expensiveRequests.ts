/**
 * Expensive requests, derived from the collections: reads that nest through every relationship
 * and join (REST `depth` and `joins`, GraphQL fields), with huge limits and depths, where
 * bombs, aliases, fragments and batched operations. The read budget
 * (src/lib/platform/api/readBudget.ts) must refuse each with a 400 before any SQL runs, or answer it
 * within budget.
 *
 *   import { collectionShapes, expensiveRequests } from '../e2e/hostile/expensiveRequests'
 *   const requests = expensiveRequests(collectionShapes(await config), 1000, 42)
 *   for (const { method, path, body, headers } of requests) await fetch(base + path, { method, headers, body: body && JSON.stringify(body) })
 *
 * expensiveRequests(collections, count, seed) returns `count` requests, the same ones for the
 * same seed: `{ method, path, body?, headers? }`, with `path` under the site's root
 * (`/api/...`), `body` a JSON value to send as application/json (then `headers` says so).
 * `collections` is a small description (collectionShapes(config) makes it from the Payload
 * config; a test may also write one by hand).
 */
import { type SanitizedConfig, formatNames } from 'payload'

/** One collection as the generator needs it: its REST slug, its GraphQL names, and where it leads. */
export type CollectionShape = {
  slug: string
  /** GraphQL: the one-document query (`Event`) and the list query (`Events`). */
  singular: string
  plural: string
  /** Relationship and upload fields (one document each), to the collection they point at. */
  relationships: { name: string; to: string }[]
  /** Join fields (a list of documents of another collection). */
  joins: { name: string; to: string }[]
}

export type ExpensiveRequest = { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> }

type Field = {
  type: string
  name?: string
  relationTo?: unknown
  collection?: unknown
  fields?: Field[]
  tabs?: (Field & { name?: string })[]
}

/** The shapes of the config's own collections (Payload's payload-* collections are left out). */
export function collectionShapes(config: SanitizedConfig): CollectionShape[] {
  return config.collections
    .filter((collection) => !collection.slug.startsWith('payload-') && collection.graphQL !== false)
    .map((collection) => {
      const names = formatNames(collection.slug)
      const singular = collection.graphQL && collection.graphQL.singularName ? collection.graphQL.singularName : names.singular
      let plural = collection.graphQL && collection.graphQL.pluralName ? collection.graphQL.pluralName : names.plural
      if (plural === singular) plural = `all${singular}`
      const shape: CollectionShape = { slug: collection.slug, singular, plural, relationships: [], joins: [] }
      // Top-level fields only, through rows, collapsibles and unnamed tabs (named groups are objects of their own).
      const visit = (fields: Field[]) => {
        for (const field of fields) {
          if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string' && field.name)
            shape.relationships.push({ name: field.name, to: field.relationTo })
          else if (field.type === 'join' && typeof field.collection === 'string' && field.name)
            shape.joins.push({ name: field.name, to: field.collection })
          else if ((field.type === 'row' || field.type === 'collapsible') && field.fields) visit(field.fields)
          else if (field.type === 'tabs') for (const tab of field.tabs ?? []) if (!tab.name && tab.fields) visit(tab.fields)
        }
      }
      visit(collection.fields as Field[])
      return shape
    })
}

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!
  return { next, int, pick }
}

const HUGE_LIMITS = [0, -1, 101, 500, 1000, 100_000, 2_147_483_647]
const HUGE_DEPTHS = [3, 5, 10, 50, 1000]
const NEAR_LIMITS = [50, 99, 100]

const graphql = (query: string, variables?: Record<string, unknown>): ExpensiveRequest => ({
  method: 'POST',
  path: '/api/graphql',
  body: variables ? { query, variables } : { query },
  headers: { 'Content-Type': 'application/json' },
})

/**
 * `count` expensive requests over `collections`, reproducible from `seed`. About half REST,
 * half GraphQL; some fit the budget on purpose (a page of 100, depth 2, a join of 50).
 */
export function expensiveRequests(collections: CollectionShape[], count: number, seed: number): ExpensiveRequest[] {
  const { int, pick, next } = random(seed)
  const bySlug = new Map(collections.map((collection) => [collection.slug, collection]))
  const withJoins = collections.filter((collection) => collection.joins.length > 0)
  const withLinks = collections.filter((collection) => collection.joins.length + collection.relationships.length > 0)

  /** A GraphQL selection that walks `levels` relationships and joins down from `shape`, each join with `limit`. */
  const nest = (shape: CollectionShape, levels: number, limit: () => number | undefined): string => {
    const links = [
      ...shape.relationships.map((link) => ({ ...link, join: false })),
      ...shape.joins.map((link) => ({ ...link, join: true })),
    ].filter((link) => bySlug.has(link.to))
    if (levels === 0 || links.length === 0) return 'id'
    const link = pick(links)
    const below = nest(bySlug.get(link.to)!, levels - 1, limit)
    if (!link.join) return `id ${link.name} { ${below} }`
    const joinLimit = limit()
    return `id ${link.name}${joinLimit === undefined ? '' : `(limit: ${joinLimit})`} { docs { ${below} } hasNextPage }`
  }

  const restRead = (): ExpensiveRequest => {
    const shape = pick(collections)
    const params: string[] = []
    const single = next() < 0.25
    switch (int(0, 5)) {
      case 0:
        params.push(`limit=${pick(HUGE_LIMITS)}`)
        break
      case 1:
        params.push(`depth=${pick(HUGE_DEPTHS)}`)
        break
      case 2:
        params.push('pagination=false')
        if (next() < 0.5) params.push(`limit=${pick([0, 100, 1000])}`)
        break
      case 3: {
        // Join limits, alone or with a full page: within budget or over it.
        const joined = pick(withJoins)
        params.push(`limit=${pick(NEAR_LIMITS)}`, `depth=${int(0, 2)}`)
        for (const join of joined.joins) params.push(`joins[${join.name}][limit]=${pick([...HUGE_LIMITS, ...NEAR_LIMITS])}`)
        return { method: 'GET', path: `/api/${joined.slug}${single ? '/1' : ''}?${params.join('&')}` }
      }
      case 4: {
        // Where bombs: many conditions, deep nesting, long lists.
        const kind = int(0, 2)
        if (kind === 0) for (let i = 0, n = int(40, 200); i < n; i++) params.push(`where[or][${i}][id][equals]=${i + 1}`)
        else if (kind === 1) params.push(`where${'[and][0]'.repeat(int(4, 9))}[id][exists]=true`)
        else params.push(`where[id][in]=${Array.from({ length: int(300, 2000) }, (_, i) => i + 1).join(',')}`)
        break
      }
      default:
        // Near the budget: a full page at the largest depth.
        params.push(`limit=${pick(NEAR_LIMITS)}`, `depth=${int(0, 2)}`)
    }
    return { method: 'GET', path: `/api/${shape.slug}${single ? '/1' : ''}?${params.join('&')}` }
  }

  const graphqlRead = (): ExpensiveRequest => {
    const kind = int(0, 6)
    const shape = pick(withLinks)
    if (kind === 0 || kind === 1) {
      // Nesting through relationships and joins (events → agenda → event → agenda …).
      const levels = int(1, 7)
      const joinLimit = () => (next() < 0.15 ? undefined : pick([...NEAR_LIMITS, ...HUGE_LIMITS.filter((limit) => limit > 0)]))
      return graphql(`{ ${shape.plural}(limit: ${pick(NEAR_LIMITS)}) { docs { ${nest(shape, levels, joinLimit)} } } }`)
    }
    if (kind === 2) {
      // Aliases: the same list many times over.
      const aliases = int(5, 60)
      const fields = Array.from(
        { length: aliases },
        (_, i) => `a${i}: ${shape.plural}(limit: ${pick(NEAR_LIMITS)}) { docs { ${nest(shape, 1, () => 50)} } }`,
      )
      return graphql(`{ ${fields.join(' ')} }`)
    }
    if (kind === 3) {
      // Fragments spread within fragments, each one level deeper, or spreading itself.
      const levels = int(2, 6)
      const fragments: string[] = []
      let current = shape
      for (let level = 0; level < levels; level++) {
        const link = [...current.joins, ...current.relationships].find((entry) => bySlug.has(entry.to))
        if (!link) break
        const target = bySlug.get(link.to)!
        const isJoin = current.joins.includes(link)
        const spread = level === levels - 1 ? (next() < 0.5 ? `...F0` : 'id') : `...F${level + 1}`
        fragments.push(
          `fragment F${level} on ${current.singular} { id ${link.name}${isJoin ? `(limit: ${pick(NEAR_LIMITS)}) { docs { ${spread} } }` : ` { ${spread} }`} }`,
        )
        current = target
      }
      if (fragments.length === 0) fragments.push(`fragment F0 on ${shape.singular} { id }`)
      return graphql(`{ ${shape.plural}(limit: ${pick(NEAR_LIMITS)}) { docs { ...F0 } } } ${fragments.join(' ')}`)
    }
    if (kind === 4) {
      // Batched: many operations in one document, or many fields at the top of one.
      if (next() < 0.5) {
        const operations = int(6, 30)
        const query = Array.from(
          { length: operations },
          (_, i) => `query Q${i} { ${pick(collections).plural}(limit: 100) { totalDocs } }`,
        ).join(' ')
        return graphql(query)
      }
      const fields = Array.from({ length: int(11, 40) }, (_, i) => `f${i}: ${pick(collections).plural}(limit: 100) { docs { id } }`)
      return graphql(`{ ${fields.join(' ')} }`)
    }
    if (kind === 5) {
      // Huge limits, no pagination, through variables too.
      const limit = pick(HUGE_LIMITS)
      if (next() < 0.3) return graphql(`{ ${shape.plural}(pagination: false) { docs { id } } }`)
      if (next() < 0.5) return graphql(`query ($limit: Int) { ${shape.plural}(limit: $limit) { docs { id } } }`, { limit })
      return graphql(`{ ${shape.plural}(limit: ${limit}) { docs { id } } }`)
    }
    // A where bomb: many OR conditions, or AND nested deep.
    let where = '{ id: { exists: true } }'
    if (next() < 0.5) where = `{ OR: [${Array.from({ length: int(40, 200) }, (_, i) => `{ id: { equals: ${i + 1} } }`).join(', ')}] }`
    else for (let i = int(4, 9); i > 0; i--) where = `{ AND: [${where}] }`
    return graphql(`{ ${shape.plural}(limit: 10, where: ${where}) { docs { id } } }`)
  }

  return Array.from({ length: count }, () => (next() < 0.5 ? restRead() : graphqlRead()))
}
