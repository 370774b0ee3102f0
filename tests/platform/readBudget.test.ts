/**
 * The read budget (src/lib/platform/api/readBudget.ts): its judges on the app's real GraphQL schema and
 * config, and its hook on the local API (real Payload, real PostgreSQL). The routes' side (400
 * before any SQL, the generator of expensive requests) is tests/security/hostileApi.test.ts, a
 * sample of it over HTTP tests/e2e/authorization/hostileInput.e2e.ts.
 */
import { configToSchema } from '@payloadcms/graphql'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

import { READ_BUDGET, judgeGraphqlText, judgeRestQuery, nestQuery, readBudgetRule } from '@/lib/platform/api/readBudget'

import { fragmentBombs } from '../support/graphqlBombs'
import { useActors } from '../support/payload'
import { loopThreadCpuMs } from '../support/processLoad'

const context = useActors()

// The copy of graphql that @payloadcms/graphql built the schema with (Node loads its CommonJS build; vitest would load the ESM one).
const { parse, specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql')

const schemaOf = (() => {
  let built: ReturnType<typeof configToSchema> | undefined
  return () => (built ??= configToSchema(context.payload.config))
})()

/** The errors GraphQL's validation (its own rules and the budget's) reports for a query. */
const errorsOf = (query: string, variables?: Record<string, unknown>) =>
  validate(schemaOf().schema, parse(query), [...specifiedRules, readBudgetRule(variables)]).map((error) => error.message)

const rest = (search: string, slug = 'events', single = false) =>
  judgeRestQuery(nestQuery(new URLSearchParams(search)), context.payload.config, slug, single)

describe('GraphQL documents', () => {
  it('refuses the query of issue 16 (a join nested back into its parent) that took the server down', () => {
    // events → agenda → event → agenda → event, limit 50 at each level: 50^5 documents.
    const query = `{ Events(limit: 50) { docs { agenda(limit: 50) { docs { event { agenda(limit: 50) { docs { event { agenda(limit: 50) { docs { title } } } } } } } } } } }`
    const errors = errorsOf(query)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/at most 2 are allowed/)
  })

  it('multiplies by each level’s limit, not a flat cost per join', () => {
    // 100 events × 100 agenda items × their event: 20,100 documents, over 20,000.
    expect(errorsOf('{ Events(limit: 100) { docs { agenda(limit: 100) { docs { event { title } } } } } }')[0]).toMatch(
      /could read over 20,000 documents/,
    )
    // 100 × 50 and their event: 10,100, within.
    expect(errorsOf('{ Events(limit: 100) { docs { agenda(limit: 50) { docs { event { title } } } } } }')).toEqual([])
  })

  it('refuses huge and missing limits, no pagination, limits in variables', () => {
    expect(errorsOf('{ Events(limit: 0) { docs { id } } }')[0]).toMatch(/would read every document/)
    expect(errorsOf('{ Events(limit: 101) { docs { id } } }')[0]).toBe('The limit of Events may be at most 100 (and at least 1).')
    expect(errorsOf('{ Events(pagination: false) { docs { id } } }')[0]).toMatch(/without pagination/)
    expect(errorsOf('query ($n: Int) { Events(limit: $n) { docs { id } } }', { n: 100000 })[0]).toMatch(/at most 100/)
    expect(errorsOf('{ Event(id: 1) { agenda { docs { id } } } }')[0]).toMatch(/The agenda join needs a limit/)
  })

  it('counts aliases, fragments, operations and top-level fields', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: title`).join(' ')
    expect(errorsOf(`{ Events(limit: 1) { docs { ${aliases(READ_BUDGET.maxAliases)} } } }`)).toEqual([])
    expect(errorsOf(`{ Events(limit: 1) { docs { ${aliases(READ_BUDGET.maxAliases + 1)} } } }`)).toEqual([
      'A GraphQL request may use at most 20 aliases.',
    ])
    // Fragments are counted where they are spread: three levels through fragments is three levels.
    const fragments = `{ Events(limit: 10) { docs { ...A } } }
      fragment A on Event { agenda(limit: 10) { docs { ...B } } }
      fragment B on AgendaItem { event { ...C } }
      fragment C on Event { agenda(limit: 10) { docs { id } } }`
    expect(errorsOf(fragments).some((message) => /nested 3 relationships or joins deep/.test(message))).toBe(true)
    const operations = Array.from({ length: READ_BUDGET.maxOperations + 1 }, (_, i) => `query Q${i} { Events(limit: 1) { totalDocs } }`)
    expect(errorsOf(operations.join(' '))).toContain(`A GraphQL request may hold at most ${READ_BUDGET.maxOperations} operations.`)
    const roots = Array.from({ length: READ_BUDGET.maxRootFields + 1 }, (_, i) => `f${i}: Events(limit: 1) { totalDocs }`)
    expect(errorsOf(`{ ${roots.join(' ')} }`)[0]).toMatch(/at most 10 fields at its top level/)
  })

  it('bounds the where', () => {
    const many = Array.from({ length: 60 }, (_, i) => `{ id: { equals: ${i} } }`).join(', ')
    expect(errorsOf(`{ Events(where: { OR: [${many}] }) { docs { id } } }`)[0]).toBe('The where may have at most 50 conditions.')
    let deep = '{ id: { exists: true } }'
    for (let i = 0; i < 7; i++) deep = `{ AND: [${deep}] }`
    expect(errorsOf(`{ Events(where: ${deep}) { docs { id } } }`)[0]).toMatch(/nest and\/or at most 5 levels/)
  })

  it('lets the examples of docs/api.md and the event page’s agenda through', () => {
    expect(errorsOf('{ Events(limit: 3, sort: "-date") { docs { id title date location } totalDocs } }')).toEqual([])
    expect(
      errorsOf(
        '{ Event(id: 1) { title agenda(limit: 50) { docs { title startTime speakerName } } speakers(limit: 50) { docs { firstName } } } }',
      ),
    ).toEqual([])
  })
})

describe('GraphQL query text (judged before Payload parses it)', () => {
  // In the thread's CPU time, not wall-clock time: beside two other test parts and the build, a
  // wall-clock 100 ms bound failed at 112 ms by chance. Walking every spread anew would take
  // 2^25 visits, minutes of CPU; 250 ms leaves room for a ~100 ms jump of the CPU counter on a
  // host that steals without reporting it (tests/support/processLoad.ts).
  it('walks each fragment once: the budget rule alone judges a 25-level fragment bomb in milliseconds of CPU', () => {
    for (const [name, query] of Object.entries(fragmentBombs(25))) {
      const started = loopThreadCpuMs()
      const errors = validate(schemaOf().schema, parse(query), [readBudgetRule(undefined)]).map((error) => error.message)
      expect(loopThreadCpuMs() - started, name).toBeLessThan(250)
      if (name === 'aliases around the spreads') expect(errors).toEqual(['A GraphQL request may use at most 20 aliases.'])
      // And the text's judge refuses every one before validation would expand it.
      expect(judgeGraphqlText(query, parse), name).toMatch(/fields once its fragments are spread/)
    }
  })

  it('refuses fragments that spread themselves, which overflowed the stack of Payload’s complexity rule (500)', () => {
    const query = `{ Events(limit: 5) { docs { ...A } } }
      fragment A on Event { agenda(limit: 5) { docs { ...B } } }
      fragment B on AgendaItem { event { ...A } }`
    expect(judgeGraphqlText(query, parse)).toBe('The fragment A spreads itself (A → B → A); a fragment may not contain itself.')
    expect(judgeGraphqlText('{ Events(limit: 5) { docs { ...A } } } fragment A on Event { id }', parse)).toBeNull()
  })

  it('refuses deep nesting and long queries, and leaves syntax errors to GraphQL', () => {
    expect(judgeGraphqlText(`{ ${'a { '.repeat(50)}id${' }'.repeat(50)} }`, parse)).toBe(
      'A GraphQL query may nest at most 40 brackets deep.',
    )
    expect(judgeGraphqlText(`{ Events(where: { title: { equals: "${'{'.repeat(100)}" } }) { totalDocs } }`, parse)).toBeNull()
    expect(judgeGraphqlText(`{ Events { totalDocs } } # ${'x'.repeat(READ_BUDGET.maxQueryLength)}`, parse)).toMatch(
      /at most 20,000 characters/,
    )
    expect(judgeGraphqlText('{ Events {', parse)).toBeNull()
  })
})

describe('REST queries', () => {
  it('caps limit, depth, join limits and the where', () => {
    expect(rest('limit=0')).toMatch(/would read every document/)
    expect(rest('limit=101')).toBe('The limit may be at most 100 (and at least 1).')
    expect(rest('depth=3')).toBe('The depth may be at most 2.')
    expect(rest('pagination=false')).toMatch(/Without pagination/)
    expect(rest('joins[agenda][limit]=0')).toMatch(/The limit of the agenda join 0 would read every document/)
    expect(rest('limit=100&joins[agenda][limit]=100&joins[speakers][limit]=100')).toMatch(/could read 20,100 documents/)
    expect(rest(Array.from({ length: 51 }, (_, i) => `where[or][${i}][id][equals]=${i}`).join('&'))).toMatch(/at most 50 conditions/)
    expect(rest(`where[id][in]=${Array.from({ length: 501 }, (_, i) => i).join(',')}`)).toMatch(/at most 500 values/)
  })

  it('lets an admin list of 100 rows, depth 2 and the default joins through', () => {
    expect(rest('limit=100&depth=2')).toBeNull()
    expect(rest('limit=100&depth=0&joins[agenda][limit]=50&sort=-date')).toBeNull()
    expect(rest('depth=2', 'events', true)).toBeNull()
    expect(rest('limit=100', 'organizations')).toBeNull()
  })

  it("lets the admin list's relationship cells through: a limit of 250 for documents named by id", () => {
    // What Payload's RelationshipProvider asks for a page of rows (depth 0, limit 250, the ids).
    expect(rest('depth=0&draft=true&limit=250&where[id][in]=5,3,1', 'projects')).toBeNull()
    expect(rest('limit=250&where[id][in][0]=5&where[id][in][1]=3', 'users')).toBeNull()
    expect(rest('limit=0&where[and][0][id][equals]=5')).toBeNull()
    // The ids bound the page only when they are no more than a page.
    expect(rest(`limit=250&where[id][in]=${Array.from({ length: 101 }, (_, i) => i).join(',')}`)).toBe(
      'The limit may be at most 100 (and at least 1).',
    )
    expect(rest('limit=250&where[or][0][id][in]=5,3')).toBe('The limit may be at most 100 (and at least 1).')
  })
})

describe('the local API', () => {
  it('refuses reads on someone’s behalf over the budget, before the database is asked', async () => {
    const { payload, actors } = context
    await expect(payload.find({ collection: 'events', limit: 1000, user: actors.admin, overrideAccess: false })).rejects.toThrow(
      'The limit may be at most 100 (and at least 1).',
    )
    await expect(payload.find({ collection: 'events', depth: 5, user: actors.member, overrideAccess: false })).rejects.toThrow(
      'The depth may be at most 2.',
    )
    await expect(payload.find({ collection: 'events', pagination: false, user: actors.member, overrideAccess: false })).rejects.toThrow(
      /Without pagination/,
    )
    // Within the budget it reads as before.
    const page = await payload.find({ collection: 'events', limit: 100, depth: 2, user: actors.member, overrideAccess: false })
    expect(page.limit).toBe(100)
  })

  it('trusts server code that reads with its own limits (overrideAccess)', async () => {
    const { payload } = context
    const all = await payload.find({ collection: 'events', limit: 200, depth: 0 })
    expect(all.limit).toBe(200)
    const unpaged = await payload.find({ collection: 'events', pagination: false, depth: 0 })
    expect(Array.isArray(unpaged.docs)).toBe(true)
  })
})
