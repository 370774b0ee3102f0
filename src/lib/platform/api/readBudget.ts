/**
 * The read budget: how much one request may ask the database for, and the judges that compare a
 * REST query, a GraphQL document or a local-API call with it. Every judge answers with a
 * refusal in plain English (what to change) or null; the callers answer 400 before any
 * content is read:
 * - REST: src/lib/platform/requestGuards/restRequestGuard.ts judges the query string before Payload's handler
 *   runs, so a refused request reaches no SQL at all (not even the session lookup);
 * - GraphQL: readBudgetRule, registered through `graphQL.validationRules`, judges the parsed
 *   document while it is validated, before any resolver runs;
 * - the operations themselves: readBudgetPlugin adds a `beforeOperation` hook to every
 *   collection that judges the arguments of reads made for a request (REST, GraphQL's
 *   resolvers, and local-API calls made on someone's behalf, `overrideAccess: false`, such as
 *   the admin panel's list and join tables), so a path that bypasses the two gates above
 *   still meets the budget. Server code that reads with `overrideAccess: true` sets its own
 *   limits in code (the event page's 200 agenda items, a notification batch) and is trusted.
 *
 * What parses a request before these judges run must itself be linear in its input or bounded
 * before it runs (a validator that expands its input blocks every other request meanwhile):
 * - the URL and query string: Node's HTTP parser caps the request line and headers at 16 KB;
 *   URLSearchParams, nestQuery below and Payload's qs parse (depth 10) are linear in them;
 * - JSON bodies of REST and GraphQL: read up to MAX_JSON_BODY_BYTES by the request guards
 *   (src/lib/platform/requestGuards/requestBody.ts), then JSON.parse, linear;
 * - `where` (REST and GraphQL arguments): judgeWhere walks each key once, nesting bounded;
 * - GraphQL documents: judgeGraphqlText bounds the length, the nesting and the tokens before
 *   the parse (maxTokens), then sizes every fragment once over the fragment graph, so neither
 *   graphql's validation nor Payload's complexity rule (both walk the expansion) sees more
 *   than maxExpandedFields; non-JSON content types are refused before Payload reads a body;
 * - multipart bodies: Payload's parser with its limits (3 files, 20 fields of 1 MB, 50 MB in
 *   all; a file at most DOCUMENT_MAX_BYTES, payload.config.ts's `upload.limits`); server
 *   actions' bodies: src/lib/platform/requestGuards/actionRequestGuard.ts, 6 MB;
 * - search input: src/lib/content/search/searchInput.ts cuts the words to MAX_QUERY_CHARS first;
 * - rich text in a `where`: richTextQueryProblem reads the path once; rich text written by a
 *   member or admin is validated by Payload's lexical field, a walk over its nodes, once.
 */
import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  GraphQLError,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  Kind,
  valueFromASTUntyped,
} from 'graphql'
import type { CollectionBeforeOperationHook, Plugin, SanitizedConfig } from 'payload'

import { richTextQueryProblem } from '@/lib/content/richText/richTextQueryProblem'
import { AppError } from '@/lib/shared/errors/appError'

/** The numbers of the budget. Each is a ceiling a legitimate client stays under. */
export const READ_BUDGET = {
  /** Levels of relationships populated below the documents asked for (REST `depth`, GraphQL nesting). Payload's default depth is 2. */
  maxDepth: 2,
  /** Documents on one page (REST `limit`, GraphQL `limit`); the admin panel's largest page is 100. */
  maxLimit: 100,
  /** Documents of one join per document (`joins[agenda][limit]`, GraphQL `agenda(limit: …)`). */
  maxJoinLimit: 100,
  /**
   * Documents one request may read in all: the page's documents times those of their joins,
   * and in GraphQL every document any field of the query resolves. 100 events with their
   * default joins (50 agenda items, 50 speakers) are 10,100.
   */
  maxDocuments: 20_000,
  /** Conditions (field and operator pairs) of a `where`, with those of the joins' `where`. */
  maxWhereConditions: 50,
  /** Nesting of `and`/`or` in a `where`. */
  maxWhereNesting: 5,
  /** Values in the lists of `in`, `not_in` and `all`, summed over the `where`. */
  maxWhereValues: 500,
  /** Aliased fields in one GraphQL document. */
  maxAliases: 20,
  /** Operations in one GraphQL document (only one runs, but each is validated). */
  maxOperations: 5,
  /** Fields at the top of one GraphQL operation (several queries batched in one request). */
  maxRootFields: 10,
  /** Characters of one GraphQL query. */
  maxQueryLength: 20_000,
  /** Brackets and braces nested in one GraphQL query (selections, arguments, lists). */
  maxQueryNesting: 40,
  /** Tokens of one GraphQL query: the parser stops there (graphql's maxTokens). */
  maxQueryTokens: 5_000,
  /**
   * Fields of one GraphQL document once every fragment is spread where it is used. Validation
   * (graphql's own rules and Payload's complexity rule) walks the expanded document, so this
   * bounds its cost; fragments that each spread two others double it per level.
   */
  maxExpandedFields: 2_000,
} as const

const B = READ_BUDGET
const number = (value: number) => value.toLocaleString('en-US')

/** Payload's default page size when a request gives none. */
const DEFAULT_LIMIT = 10

type Where = Record<string, unknown>

/** A `where` within the budget, or the reason it is not; `counts` sums over several. */
function judgeWhere(where: unknown, counts = { conditions: 0, values: 0 }, nesting = 0): string | null {
  if (typeof where !== 'object' || where === null) return null
  if (nesting > B.maxWhereNesting) return `The where may nest and/or at most ${B.maxWhereNesting} levels deep.`
  for (const [key, value] of Object.entries(where as Where)) {
    // A list, or from a query string an object of numbered entries (where[or][0][...]).
    // REST writes and/or, GraphQL AND/OR.
    const combinator = key.toLowerCase()
    if ((combinator === 'and' || combinator === 'or') && typeof value === 'object' && value !== null) {
      for (const part of Object.values(value)) {
        const refusal = judgeWhere(part, counts, nesting + 1)
        if (refusal) return refusal
      }
      continue
    }
    if (typeof value !== 'object' || value === null) {
      counts.conditions++
    } else {
      for (const [operator, operand] of Object.entries(value as Where)) {
        counts.conditions++
        const list = operator === 'in' || operator === 'not_in' || operator === 'all'
        if (Array.isArray(operand)) counts.values += operand.length
        else if (list && typeof operand === 'string') counts.values += operand.split(',').length
        else if (list && typeof operand === 'object' && operand !== null) counts.values += Object.keys(operand).length
        // A nested object is a path into a group or relationship ({ event: { title: { equals } } }).
        else if (typeof operand === 'object' && operand !== null) {
          const refusal = judgeWhere({ [operator]: operand }, counts, nesting + 1)
          if (refusal) return refusal
        }
      }
    }
    if (counts.conditions > B.maxWhereConditions) return `The where may have at most ${B.maxWhereConditions} conditions.`
    if (counts.values > B.maxWhereValues) return `The where may list at most ${B.maxWhereValues} values in all.`
  }
  return null
}

/** A number the request gave, or undefined; Payload reads numbers the same way (isNumber). */
const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value)
  return undefined
}

const judgeLimit = (limit: number | undefined, max: number, what: string): string | null => {
  if (limit === undefined) return null
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    return limit === 0 ? `${what} 0 would read every document; ask for at most ${max}.` : `${what} may be at most ${max} (and at least 1).`
  return null
}

type JoinArgs = Record<string, false | { limit?: unknown; where?: unknown } | undefined> | false | undefined

/** The join fields of a collection (top level, in tabs and groups), with their default limits. */
function joinFieldsOf(config: SanitizedConfig, slug: string): Map<string, number> {
  const collection = config.collections.find((entry) => entry.slug === slug)
  const joins = new Map<string, number>()
  for (const [path, join] of Object.entries(collection?.joins ?? {}).flatMap(([, list]) =>
    list.map((entry) => [entry.joinPath, entry] as const),
  ))
    joins.set(path, typeof join.field.defaultLimit === 'number' ? join.field.defaultLimit : DEFAULT_LIMIT)
  return joins
}

/**
 * The arguments of one read (find, findByID, count, findDistinct), as REST, GraphQL's resolvers
 * and the local API give them: the page size, depth, joins and where.
 */
export type ReadArgs = {
  limit?: unknown
  pagination?: unknown
  depth?: unknown
  joins?: JoinArgs
  where?: unknown
  /** findByID reads one document. */
  single?: boolean
}

/**
 * How many documents a `where` that names them by id can match (`id` `equals` one, or `in` a
 * list, at the top or in an `and`), or undefined when it names none.
 */
function namedIds(where: unknown): number | undefined {
  if (typeof where !== 'object' || where === null) return undefined
  const { id, and } = where as Where
  if (typeof id === 'object' && id !== null) {
    const { equals, in: among } = id as Where
    if (equals !== undefined && typeof equals !== 'object') return 1
    // Payload takes a list, a comma-separated text (`where[id][in]=4,7`) or numbered entries.
    if (typeof among === 'string') return among.split(',').length
    if (Array.isArray(among)) return among.length
    if (typeof among === 'object' && among !== null) return Object.keys(among).length
  }
  const parts = Array.isArray(and) ? and : typeof and === 'object' && and !== null ? Object.values(and) : []
  const bounds = parts.map(namedIds).filter((bound): bound is number => bound !== undefined)
  return bounds.length > 0 ? Math.min(...bounds) : undefined
}

/** One read's arguments against the budget: a refusal, or null when it fits. */
export function judgeReadArgs(args: ReadArgs, config: SanitizedConfig, slug: string): string | null {
  const depth = asNumber(args.depth)
  if (depth !== undefined && (!Number.isInteger(depth) || depth < 0 || depth > B.maxDepth)) return `The depth may be at most ${B.maxDepth}.`
  const asked = args.single ? 1 : asNumber(args.limit)
  // A page of documents named by id holds at most those, whatever its limit: Payload's admin
  // loads its list's relationship cells as `where[id][in]=…&limit=250`.
  const named = namedIds(args.where)
  const limit = named !== undefined && named <= B.maxLimit && asked !== undefined && (asked === 0 || asked > named) ? named : asked
  const refusedLimit = judgeLimit(limit, B.maxLimit, 'The limit')
  if (refusedLimit) return refusedLimit
  if ((args.pagination === false || args.pagination === 'false') && limit === undefined)
    return `Without pagination, give a limit of at most ${B.maxLimit}.`
  const counts = { conditions: 0, values: 0 }
  const refusedWhere = judgeWhere(args.where, counts)
  if (refusedWhere) return refusedWhere
  // Each document of the page brings the documents of its joins: the default ones unless the request turns them off.
  let joined = 0
  if (args.joins !== false) {
    const asked = (args.joins ?? {}) as Exclude<JoinArgs, false | undefined>
    const fields = joinFieldsOf(config, slug)
    for (const [path, defaultLimit] of fields) {
      const join = asked[path]
      if (join === false || (join as unknown) === 'false') continue
      const joinLimit = join && typeof join === 'object' ? asNumber(join.limit) : undefined
      const refusedJoin = judgeLimit(joinLimit, B.maxJoinLimit, `The limit of the ${path} join`)
      if (refusedJoin) return refusedJoin
      if (join && typeof join === 'object') {
        const refused = judgeWhere(join.where, counts)
        if (refused) return refused
      }
      joined += joinLimit ?? defaultLimit
    }
  }
  const documents = (limit ?? DEFAULT_LIMIT) * (1 + joined)
  if (documents > B.maxDocuments)
    return `The request could read ${number(documents)} documents; at most ${number(B.maxDocuments)} are allowed. Lower the limit or the joins' limits.`
  return null
}

/** A query string as nested objects, the way Payload reads brackets (`joins[agenda][limit]=5`). */
export function nestQuery(search: URLSearchParams): Record<string, unknown> {
  // Objects without a prototype: a key `__proto__[x]` is an ordinary key here, not Object.prototype.
  const query: Record<string, unknown> = Object.create(null)
  for (const [key, value] of search) {
    const path = [key.replace(/\[.*$/, ''), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)]
    let node = query
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value
        return
      }
      const next = Object.hasOwn(node, part) ? node[part] : undefined
      node = (typeof next === 'object' && next !== null ? next : (node[part] = Object.create(null))) as Record<string, unknown>
    })
  }
  return query
}

/**
 * A REST request's query string against the budget (reads only: a write answers its document
 * at `depth`, so depth counts there too). Parsed like Payload does (qs), from the search params.
 */
export function judgeRestQuery(query: Record<string, unknown>, config: SanitizedConfig, slug: string, single: boolean): string | null {
  let where = query.where
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where)
    } catch {
      where = undefined
    }
  }
  const joins = query.joins === 'false' ? false : (query.joins as JoinArgs)
  return judgeReadArgs({ limit: query.limit, pagination: query.pagination, depth: query.depth, joins, where, single }, config, slug)
}

// GraphQL.

/*
 * Types are told apart by their shape, not with graphql's isObjectType (instanceof): the schema
 * may come from another copy of the graphql module (CommonJS and ESM builds of one version),
 * where instanceof says no and the rule would quietly judge nothing.
 */
type OutputType = { name?: string; ofType?: OutputType; getFields?: () => Record<string, GraphQLField<unknown, unknown>> }
const namedType = (type: OutputType): OutputType => (type.ofType ? namedType(type.ofType) : type)
/** An object or interface type: one with fields (input types never appear in a selection). */
const fieldsOf = (type: OutputType | null | undefined) => (type && typeof type.getFields === 'function' ? type.getFields() : null)
const isListed = (type: unknown) => String(type).replace(/!$/, '').startsWith('[')

/** Payload's paginated types: `Events` of a list query and `Event_Agenda` of a join have docs and hasNextPage. */
const isPaginated = (type: OutputType | null | undefined): boolean => {
  const fields = fieldsOf(type)
  return Boolean(fields && 'docs' in fields && 'hasNextPage' in fields)
}

/** The document types of the schema: what a collection's singular query (`Event(id:)`) answers. */
const documentTypesCache = new WeakMap<GraphQLSchema, Set<string>>()
function documentTypes(schema: GraphQLSchema): Set<string> {
  let types = documentTypesCache.get(schema)
  if (!types) {
    types = new Set()
    for (const field of Object.values(schema.getQueryType()?.getFields() ?? {}))
      if (field.args.some((arg) => arg.name === 'id')) types.add(namedType(field.type as OutputType).name ?? '')
    documentTypesCache.set(schema, types)
  }
  return types
}

/** Documents read and aliases used, for one document holding a selection set. */
type Tally = { cost: number; aliases: number }
const addTally = (into: Tally, part: Tally) => {
  into.cost += part.cost
  into.aliases += part.aliases
}

/**
 * A GraphQL document against the budget. Cost is the number of documents the query can make
 * the resolvers read: a list query or a join multiplies everything below it by its `limit`, a
 * relationship reads one document per parent; Payload's own maxComplexity scores a join
 * flatly whatever its limit, which is how one nested query of 400 bytes read millions of rows.
 * Fragments count where they are spread, each walked once per type and depth (a cycle is refused
 * before, by judgeGraphqlText).
 */
export function judgeGraphqlDocument(
  document: DocumentNode,
  schema: GraphQLSchema,
  variables: Record<string, unknown> | null | undefined,
): { message: string; node?: ASTNode } | null {
  const fragments = new Map<string, FragmentDefinitionNode>()
  let operations = 0
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    if (definition.kind === Kind.OPERATION_DEFINITION) operations++
  }
  if (operations > B.maxOperations) return { message: `A GraphQL request may hold at most ${B.maxOperations} operations.` }
  const docTypes = documentTypes(schema)
  let refusal: { message: string; node?: ASTNode } | null = null
  const refuse = (message: string, node: ASTNode): Tally => {
    refusal ??= { message, node }
    return { cost: 0, aliases: 0 }
  }

  const argument = (node: FieldNode, name: string): unknown => {
    const arg = node.arguments?.find((entry) => entry.name.value === name)
    return arg ? valueFromASTUntyped(arg.value, variables ?? undefined) : undefined
  }

  // What one document holding a fragment costs depends only on the fragment, the type it is
  // spread into and how many hops below the top it is: each is walked once (the text's judge
  // has bounded the expansion already; this keeps the walk linear even without it).
  const fragmentTallies = new Map<string, Tally>()

  /**
   * The documents a selection set of `parent` type reads for ONE document holding it (a field
   * below multiplies by its page's limit or fan-out), and the aliases it uses; `hops`
   * relationships or joins below the top.
   */
  const walk = (set: SelectionSetNode, parent: OutputType, hops: number, spread: ReadonlySet<string>): Tally => {
    const tally: Tally = { cost: 0, aliases: 0 }
    for (const selection of set.selections) {
      if (refusal) return tally
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) as OutputType | undefined) : parent
        if (type) addTally(tally, walk(selection.selectionSet, type, hops, spread))
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value
        const fragment = fragments.get(name)
        if (!fragment || spread.has(name)) continue
        const key = `${name}\u0000${parent.name ?? ''}\u0000${hops}`
        let known = fragmentTallies.get(key)
        if (!known) {
          const type = schema.getType(fragment.typeCondition.name.value) as OutputType | undefined
          known = type ? walk(fragment.selectionSet, type, hops, new Set([...spread, name])) : { cost: 0, aliases: 0 }
          fragmentTallies.set(key, known)
        }
        addTally(tally, known)
      } else {
        addTally(tally, walkField(selection, parent, hops, spread))
      }
      if (tally.aliases > B.maxAliases) return refuse(`A GraphQL request may use at most ${B.maxAliases} aliases.`, selection)
      // One document's cost over the budget is over it for any number of them.
      if (tally.cost > B.maxDocuments) return refuse(overDocuments(selection), selection)
    }
    return tally
  }

  const overDocuments = (node: ASTNode) => {
    const name =
      node.kind === Kind.FIELD
        ? (node.alias?.value ?? node.name.value)
        : node.kind === Kind.FRAGMENT_SPREAD
          ? node.name.value
          : node.kind === Kind.OPERATION_DEFINITION
            ? (node.name?.value ?? 'the operation')
            : 'an inline fragment'
    return `The query could read over ${number(B.maxDocuments)} documents (at ${name}); lower the limits or nest fewer joins and relationships.`
  }

  const walkField = (selection: FieldNode, parent: OutputType, hops: number, spread: ReadonlySet<string>): Tally => {
    const aliases = selection.alias ? 1 : 0
    const definition = fieldsOf(parent)?.[selection.name.value]
    if (!definition) return { cost: 0, aliases }
    const type = namedType(definition.type as OutputType)
    const parentName = parent.name ?? ''
    const name = selection.alias?.value ?? selection.name.value
    // How many documents one parent reads through this field (0: none, a plain field).
    let fanOut = 0
    let nextHops = hops
    const where = argument(selection, 'where')
    if (where !== undefined) {
      const refused = judgeWhere(where)
      if (refused) return refuse(refused, selection)
    }
    if (isPaginated(type)) {
      // A list query (top level) or a join (inside a document).
      const isJoin = docTypes.has(parentName)
      if (argument(selection, 'pagination') === false)
        return refuse(`${name}: without pagination every document would be read; give a limit of at most ${B.maxLimit}.`, selection)
      const limit = asNumber(argument(selection, 'limit'))
      if (isJoin && limit === undefined)
        return refuse(`The ${name} join needs a limit (at most ${B.maxJoinLimit}): without one GraphQL reads every document.`, selection)
      const refused = judgeLimit(limit, isJoin ? B.maxJoinLimit : B.maxLimit, `The limit of ${name}`)
      if (refused) return refuse(refused, selection)
      fanOut = limit ?? DEFAULT_LIMIT
      if (isJoin) nextHops = hops + 1
    } else if (docTypes.has(type.name ?? '') && !isPaginated(parent)) {
      // A relationship or upload (the `docs` of a paginated type are counted by the page).
      fanOut = isListed(definition.type) ? B.maxLimit : 1
      const root = parentName === schema.getQueryType()?.name || parentName === schema.getMutationType()?.name
      if (!root) nextHops = hops + 1
    }
    if (nextHops > B.maxDepth)
      return refuse(
        `${name} is nested ${nextHops} relationships or joins deep; at most ${B.maxDepth} are allowed. Ask for the nested documents in a query of their own.`,
        selection,
      )
    const below = selection.selectionSet && fieldsOf(type) ? walk(selection.selectionSet, type, nextHops, spread) : { cost: 0, aliases: 0 }
    // A page or relationship reads its documents and, for each, what is below; a plain field (a
    // group, `docs`) passes what is below through.
    return { cost: fanOut === 0 ? below.cost : fanOut * (1 + below.cost), aliases: aliases + below.aliases }
  }

  const total: Tally = { cost: 0, aliases: 0 }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    if (definition.selectionSet.selections.length > B.maxRootFields)
      return { message: `A GraphQL operation may ask for at most ${B.maxRootFields} fields at its top level.`, node: definition }
    const root =
      definition.operation === 'mutation' ? schema.getMutationType() : definition.operation === 'query' ? schema.getQueryType() : null
    if (root) addTally(total, walk(definition.selectionSet, root as OutputType, 0, new Set()))
    if (refusal) return refusal
    if (total.aliases > B.maxAliases) return { message: `A GraphQL request may use at most ${B.maxAliases} aliases.`, node: definition }
    if (total.cost > B.maxDocuments) return { message: overDocuments(definition), node: definition }
  }
  return refusal
}

/**
 * The parser's refusal of a document over `maxTokens` (graphql 16 spells it 'more that';
 * pinned by tests/platform/graphqlRequestGuard.test.ts).
 */
const TOO_MANY_TOKENS = /contains more (?:than|that) \d+ tokens/

/**
 * What a GraphQL query's text alone can tell, judged before Payload parses and validates it:
 * its length, how deep it nests, how many tokens it holds, fragments that spread themselves, and
 * how many fields and aliases the document holds once every fragment is spread where it is
 * used. GraphQL's validation and Payload's complexity rule walk that expansion without a memo
 * (a fragment spreading two fragments, each spreading two more, doubles it per level: 1.8 KB
 * held 2^22 fields and blocked the server for 46 s), and a cycle overflowed the stack (a 500).
 * Here each fragment's size is counted once (memoized over the fragment graph, saturating), so
 * the judge is linear in the text, which is bounded before it is parsed.
 */
export function judgeGraphqlText(query: string, parse: (source: string, options?: { maxTokens?: number }) => DocumentNode): string | null {
  if (query.length > B.maxQueryLength) return `A GraphQL query may be at most ${number(B.maxQueryLength)} characters long.`
  let depth = 0
  let deepest = 0
  for (let i = 0, inString = false; i < query.length; i++) {
    const char = query[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '#') while (i < query.length && query[i] !== '\n') i++
    else if (char === '{' || char === '[' || char === '(') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ']' || char === ')') depth--
  }
  if (deepest > B.maxQueryNesting) return `A GraphQL query may nest at most ${B.maxQueryNesting} brackets deep.`
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: B.maxQueryTokens })
  } catch (error) {
    if (TOO_MANY_TOKENS.test(String((error as Error)?.message)))
      return `A GraphQL query may hold at most ${number(B.maxQueryTokens)} tokens.`
    // A syntax error: GraphQL itself answers it, with where it is.
    return null
  }
  return judgeExpansion(document)
}

/** Fields and aliases a selection set holds once its fragments are spread. */
type Expansion = { fields: number; aliases: number }

/**
 * The expanded size of every operation of a parsed document, each fragment counted once and
 * every count saturating just over its limit: a refusal, or null. Also refuses a fragment that
 * spreads itself, naming the cycle.
 */
function judgeExpansion(document: DocumentNode): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const sizes = new Map<string, Expansion>()
  const open: string[] = []
  let cycle: string[] | null = null
  const add = (into: Expansion, part: Expansion) => {
    into.fields = Math.min(into.fields + part.fields, B.maxExpandedFields + 1)
    into.aliases = Math.min(into.aliases + part.aliases, B.maxAliases + 1)
  }
  const sizeOf = (set: SelectionSetNode | undefined): Expansion => {
    const size = { fields: 0, aliases: 0 }
    for (const selection of set?.selections ?? []) {
      if (cycle) break
      if (selection.kind === Kind.FRAGMENT_SPREAD) add(size, fragmentSize(selection.name.value))
      else {
        if (selection.kind === Kind.FIELD) add(size, { fields: 1, aliases: selection.alias ? 1 : 0 })
        add(size, sizeOf(selection.selectionSet))
      }
    }
    return size
  }
  const fragmentSize = (name: string): Expansion => {
    const known = sizes.get(name)
    if (known) return known
    const fragment = fragments.get(name)
    // An unknown fragment is GraphQL's own error to report.
    if (!fragment) return { fields: 0, aliases: 0 }
    if (open.includes(name)) {
      cycle ??= [...open.slice(open.indexOf(name)), name]
      return { fields: 0, aliases: 0 }
    }
    open.push(name)
    const size = sizeOf(fragment.selectionSet)
    open.pop()
    sizes.set(name, size)
    return size
  }
  const total = { fields: 0, aliases: 0 }
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) add(total, sizeOf(definition.selectionSet))
    // Unused fragments are validated too (and refused by GraphQL): their cycles count.
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragmentSize(definition.name.value)
    if (cycle) break
  }
  if (cycle) {
    const found = cycle as string[]
    return `The fragment ${found[0]} spreads itself (${found.join(' → ')}); a fragment may not contain itself.`
  }
  if (total.fields > B.maxExpandedFields || [...sizes.values()].some((size) => size.fields > B.maxExpandedFields))
    return `The query holds over ${number(B.maxExpandedFields)} fields once its fragments are spread; ask for fewer fields, or in several requests.`
  if (total.aliases > B.maxAliases) return `A GraphQL request may use at most ${B.maxAliases} aliases.`
  return null
}

/** The validation rule for `graphQL.validationRules`: a refused document never runs a resolver. */
export const readBudgetRule =
  (variables: Record<string, unknown> | null | undefined): ValidationRule =>
  (context: ValidationContext) => ({
    Document(node) {
      const refusal = judgeGraphqlDocument(node, context.getSchema(), variables)
      if (refusal) context.reportError(new GraphQLError(refusal.message, { nodes: refusal.node ? [refusal.node] : undefined }))
      // Judged whole here; nothing below needs visiting.
      return false
    },
  })

// The operations.

/**
 * Judges the reads a request makes: REST and GraphQL (req.payloadAPI), and local-API calls on
 * someone's behalf (overrideAccess false). Relationship population inside a read (Payload's
 * dataloader, which passes currentDepth) is part of the read already judged.
 */
const judgeOperation: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => {
  // Bulk updates and deletes take a where too (and are admins' only: no budget, but no 500 either).
  const unanswerable = richTextQueryProblem((args as { where?: unknown }).where, req.payload.config, collection.slug)
  if (unanswerable) throw new AppError('INVALID_INPUT', unanswerable)
  if (operation !== 'read' && operation !== 'count' && operation !== 'readDistinct') return args
  const read = args as ReadArgs & { currentDepth?: unknown; overrideAccess?: boolean; id?: unknown }
  if (typeof read.currentDepth === 'number') return args
  const graphql = req.payloadAPI === 'GraphQL'
  if (!graphql && req.payloadAPI !== 'REST' && read.overrideAccess !== false) return args
  const limit = asNumber(read.limit)
  const refusal = judgeReadArgs(
    {
      ...read,
      // GraphQL's join resolver reads one document more than asked, to tell whether there is a next page.
      limit: graphql && limit === B.maxLimit + 1 ? B.maxLimit : read.limit,
      // GraphQL resolves joins as fields of their own (judged by readBudgetRule), never in the find.
      joins: graphql ? false : read.joins,
      single: read.id !== undefined,
    },
    req.payload.config,
    collection.slug,
  )
  if (refusal) throw new AppError('INVALID_INPUT', refusal)
  return args
}

/** Every collection's reads judged against the budget (see judgeOperation); a plugin, so no collection can miss it. */
export const readBudgetPlugin = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [judgeOperation, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
})
