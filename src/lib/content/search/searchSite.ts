import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { RESTRICTED_TLP_LEVELS } from '@/lib/library/tlp/tlpLevels'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { correctedQuery } from './searchCorrection'
import {
  clampSearchInput,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  MAX_SEARCH_PAGE,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
} from './searchInput'

type SQL = ReturnType<typeof sql>

export type SearchHit = {
  kind: SearchKind
  id: number
  /** The event an agenda item or speaker belongs to (their results open the event's page). */
  eventId: number | null
  /** With HIGHLIGHT_START … HIGHLIGHT_END around the words that matched. */
  title: string
  snippet: string | null
  /** True when the words were found inside the document's file (members only). */
  inFile: boolean
}

export type SearchResults = {
  query: string
  kinds: SearchKind[]
  /** The tag the results carry (issue 23, item 2), when the search was narrowed to one. */
  tagId: number | null
  page: number
  pageSize: number
  /** How many results, counted up to COUNTED_RESULTS; `moreThan` when there are more. */
  total: number
  moreThan: boolean
  hits: SearchHit[]
  /** "Did you mean": the corrected words whose results these are, when `query` itself found nothing. */
  correctedQuery: string | null
}

/** Results are counted up to this many (more are "more than"); nobody pages past them anyway. */
export const COUNTED_RESULTS = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE
/**
 * Matches inside files ranked at most, the newest documents' first: a word found in thousands of
 * long files would otherwise cost a ranking of each whole text per request.
 */
export const RANKED_FILE_MATCHES = COUNTED_RESULTS

/**
 * A member finds at most this many documents, and as many projects, of restricted TLP labels, the
 * newest: one read of each collection within the API's page limit (src/lib/platform/api/readBudget.ts).
 */
export const MAX_RESTRICTED_FOUND = 100

/** The search kinds whose items carry TLP labels, and their collections. */
const LABELLED_KINDS = { document: 'documents', project: 'projects' } as const satisfies Partial<Record<SearchKind, string>>
type LabelledKind = keyof typeof LABELLED_KINDS

/**
 * The items labelled AMBER, AMBER+STRICT or RED (lib/tlp/tlpLevels.ts) of one kind the member may
 * read, as the collection's own access says (access/library/tlpAccess.ts): the search index only knows
 * they are 'restricted', never to whom.
 */
async function readableRestricted({ payload, user }: ActionContext<User | null>, kind: LabelledKind): Promise<number[]> {
  const { docs } = await payload.find({
    collection: LABELLED_KINDS[kind],
    where: { tlp: { in: [...RESTRICTED_TLP_LEVELS] } },
    user: user ?? undefined,
    overrideAccess: false,
    select: {},
    depth: 0,
    limit: MAX_RESTRICTED_FOUND,
    pagination: false,
    sort: '-createdAt',
  })
  return docs.map((doc) => doc.id)
}

/** The weight of an agenda item's or a speaker's words against those of a whole item (an event, a document). */
export const PART_OF_EVENT_WEIGHT = 0.9
/** On equal ranks, whole items before their parts. */
export const kindOrder = (alias: 's' | 'p' | 'b') =>
  sql.raw(`array_position(ARRAY['document', 'project', 'event', 'survey', 'organization', 'speaker', 'agenda-item'], ${alias}.kind)`)

/** The link rows of the kinds that carry tags (fields/tagsField.ts), by search kind. */
const TAGGED_TABLES: Partial<Record<SearchKind, string>> = {
  event: 'events_rels',
  'agenda-item': 'agenda_items_rels',
  document: 'documents_rels',
  project: 'projects_rels',
}

/** Every (kind, id) tagged with the tag: read by the link tables' tag index, whatever the words. */
const taggedItems = (tagId: number) =>
  sql.join(
    Object.entries(TAGGED_TABLES).map(
      ([kind, table]) =>
        sql`SELECT ${kind}::text, r.parent_id FROM ${sql.identifier(table)} r WHERE r.path = 'tags' AND r.tags_id = ${tagId}`,
    ),
    sql` UNION ALL `,
  )

/** ts_headline's options: a few fragments of the stored excerpt, our own markers around matches. */
const HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
const TITLE_HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`

/**
 * The site-wide search (issue 22, item 4): events, agenda items, speakers, documents, projects,
 * surveys and organizations whose words match, best first, one page of them with highlighted
 * titles and snippets, and how many there are. Over search_entries, kept by triggers
 * (migrations/20261128_133018_site_search.ts) with who may find each entry in `audience`
 * (migrations/20261128_180500_search_audience.ts, the one place of that rule): the words are
 * matched in the 'english' and the 'german' configuration at once, codes split into their parts,
 * the names of an item's tags among its words, the last word also as a prefix (issue 48:
 * search_query, migrations/20261206_170000_search_vocabulary.ts); drafts never count; narrowed to
 * a tag (issue 23), only what carries it. A query that finds nothing gets "Did you mean"
 * (searchCorrection.ts): the corrected words' results, when they find any. Two tiers, in this
 * order: entries whose own words match (titles, descriptions, names: all ranked), then, for
 * signed-in members only, documents matched only by the words inside their file (the newest
 * RANKED_FILE_MATCHES ranked). Snippets come from the stored excerpts, never the whole text.
 * Input is clamped (searchInput.ts), so any query string gives a bounded search.
 */
export async function searchSite(
  context: ActionContext<User | null>,
  input: { query?: unknown; kinds?: unknown; page?: unknown; language: Language; tag?: { id: number } | null },
): Promise<SearchResults> {
  const { query, kinds: askedKinds, page } = clampSearchInput(input)
  const tagId = input.tag ? Number(input.tag.id) : null
  // Narrowed to a tag, only what carries tags can match.
  const kinds = tagId === null ? askedKinds : askedKinds.filter((kind) => kind in TAGGED_TABLES)
  if (!query || kinds.length === 0) return noResults({ query, kinds, tagId, page })
  // Who may find what is the same for the query and its correction: read once, beside the words.
  const [readable, tsquery] = await Promise.all([readableBy(context, kinds), readerWords(context.payload, query)])
  const findable = sql`${readable} AND ${askedFor(kinds, tagId)}`
  // The words inside files: for signed-in members only (the file's own access), never for visitors;
  // without the kinds, which only documents' entries have a body for (fileMatches).
  const findableFiles = context.user && kinds.includes('document') ? sql`${readable}${taggedWith(tagId)}` : null
  const asked = { kinds, tagId, page, language: input.language, findable, findableFiles }
  const results = await findEntries(context, { ...asked, query, tsquery })
  if (results.total > 0) return results
  // Nothing found: the closest words, shown only if they find something for this reader.
  const corrected = await correctedQuery(context.payload, query)
  if (!corrected) return results
  const correctedResults = await findEntries(context, {
    ...asked,
    query: corrected,
    tsquery: await readerWords(context.payload, corrected),
  })
  return correctedResults.total > 0 ? { ...correctedResults, query, correctedQuery: corrected } : results
}

const noResults = (asked: Pick<SearchResults, 'query' | 'kinds' | 'tagId' | 'page'>): SearchResults => ({
  ...asked,
  pageSize: SEARCH_PAGE_SIZE,
  total: 0,
  moreThan: false,
  hits: [],
  correctedQuery: null,
})

/**
 * Who may find which entry, as a condition on search_entries `s`: visitors what is for everyone,
 * anyone signed in also what is for members, and the documents and projects of a restricted TLP
 * label that the collections' access lets them read; of the kinds asked for, narrowed to a tag.
 */
export async function findableBy(context: ActionContext<User | null>, kinds: SearchKind[], tagId: number | null): Promise<SQL> {
  return sql`${await readableBy(context, kinds)} AND ${askedFor(kinds, tagId)}`
}

/** findableBy's first half: the entries the reader may find, of whatever kind. */
async function readableBy({ payload, user }: ActionContext<User | null>, kinds: SearchKind[]): Promise<SQL> {
  const audiences = user ? ['everyone', 'members'] : ['everyone']
  const restricted = user
    ? await Promise.all(
        (Object.keys(LABELLED_KINDS) as LabelledKind[])
          .filter((kind) => kinds.includes(kind))
          .map(async (kind) => ({ kind, ids: await readableRestricted({ payload, user }, kind) })),
      )
    : []
  const readableRestrictedItems = restricted
    .filter(({ ids }) => ids.length > 0)
    .map(({ kind, ids }) => sql`(s.audience = 'restricted' AND s.kind = ${kind} AND s.item_id = ANY(${sql.param(ids)}::int[]))`)
  const byAudience = sql`s.audience IN (${sql.join(
    audiences.map((audience) => sql`${audience}`),
    sql`, `,
  )})`
  return readableRestrictedItems.length ? sql`(${byAudience} OR ${sql.join(readableRestrictedItems, sql` OR `)})` : byAudience
}

/** findableBy's second half: of the kinds asked for, narrowed to a tag. */
const askedFor = (kinds: SearchKind[], tagId: number | null) =>
  sql`s.kind IN (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})${taggedWith(tagId)}`

const taggedWith = (tagId: number | null) => (tagId === null ? sql`` : sql` AND (s.kind, s.item_id) IN (${taggedItems(tagId)})`)

/** How many entries `s` match `where`, counted up to one past COUNTED_RESULTS. */
export async function countMatches(payload: Payload, where: SQL): Promise<number> {
  const { rows } = await belowLocalApi(
    payload,
    'the full-text match count, capped, over search_entries, a table kept by triggers',
  ).drizzle.execute(sql`SELECT count(*) AS n FROM (SELECT 1 FROM search_entries s WHERE ${where} LIMIT ${COUNTED_RESULTS + 1}) c`)
  return Number((rows[0] as { n: string | number }).n)
}

/**
 * A word in more entries than COUNTED_RESULTS is ranked among the matches in this many most
 * recently changed entries (migrations/20261206_200000_search_recent_entries.ts), read along their
 * index: a word in a fifth of them or more (the generated data's "session": half) is found there
 * in a few milliseconds. A rarer one pays for reading them before every match is ranked, so the
 * window is kept small: 20,000 cost "document" (20,000 old documents) 7–16 ms for nothing.
 */
export const RECENT_ENTRIES = 5_000

/**
 * One page of the entries `s` that match `where`, best first: (kind, item_id, rank). Agenda items
 * and speakers are parts of an event, and an event's sessions often repeat at the next one: on
 * equal words a document, project or event comes first, then the newest. A `frequent` query (more
 * matches than COUNTED_RESULTS, as countMatches says) ranks the COUNTED_RESULTS most recently
 * changed matches among the RECENT_ENTRIES newest entries, read in the order of their index,
 * rather than every match (each page of it from the same candidates); when those hold fewer,
 * every match is ranked as for any query.
 */
export function rankedEntries({
  where,
  tsquery,
  page,
  frequent,
}: {
  where: SQL
  tsquery: SQL
  page: { limit: number; offset: number }
  frequent: boolean
}): SQL {
  const partOfEvent = sql`CASE WHEN s.kind IN ('agenda-item', 'speaker') THEN ${PART_OF_EVENT_WEIGHT}::real ELSE 1 END`
  const ranked = sql`s.kind, s.item_id, ts_rank(s.words, ${tsquery}) * ${partOfEvent} AS rank`
  const order = sql`ORDER BY rank DESC, ${kindOrder('s')}, s.item_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`
  // ts_rank rather than ts_rank_cd: a third of the time on frequent words, the same order for short texts.
  if (!frequent) return sql`SELECT ${ranked} FROM search_entries s WHERE ${where} ${order}`
  return sql`WITH recent AS MATERIALIZED (
      SELECT s.kind, s.item_id, s.words
      FROM (SELECT * FROM search_entries ORDER BY changed_at DESC, item_id DESC LIMIT ${RECENT_ENTRIES}) s
      WHERE ${where} LIMIT ${COUNTED_RESULTS})
    SELECT * FROM (
      SELECT ${ranked} FROM recent s WHERE (SELECT count(*) FROM recent) >= ${COUNTED_RESULTS}
      UNION ALL
      SELECT ${ranked} FROM search_entries s WHERE ${where} AND (SELECT count(*) FROM recent) < ${COUNTED_RESULTS}
    ) s ${order}`
}

/** The title of an entry `s` in the reader's language, the other one's when it has none. */
export const titleIn = (language: Language) =>
  language === 'de' ? sql`coalesce(s.title_de, s.title_en)` : sql`coalesce(s.title_en, s.title_de)`

/**
 * The reader's words as a tsquery value, in both configurations, codes split and the last word
 * also as a prefix (search_query, migrations/20261206_170000_search_vocabulary.ts), or null when
 * no word is left. Made first and then given to each statement as a value: a function call in the
 * WHERE clause hides the words from the planner, which then guessed a parallel scan of every entry
 * instead of the GIN indexes.
 */
export async function readerWords(payload: Payload, query: string): Promise<SQL | null> {
  const { rows } = await belowLocalApi(payload, 'the reader’s words as a tsquery, by the search’s own SQL function').drizzle.execute(
    sql`SELECT search_query(${query})::text AS words`,
  )
  const words = (rows[0] as { words: string } | undefined)?.words ?? ''
  return words ? sql`${words}::tsquery` : null
}

/**
 * The documents `s` that match `where` by the words inside their file (the member's second tier),
 * counted up to one past COUNTED_RESULTS, and the page's `slice` of the newest RANKED_FILE_MATCHES
 * of them ranked by those words (ts_rank over `body`), in one pass: a frequent word's newest
 * matches are read backwards along the index of the entries with a file
 * (migrations/20261207_095949_search_file_matches.ts), each file's words (a TOASTed tsvector)
 * tested and ranked, stopping at the limit; a rare word's come from the GIN index and are sorted.
 * A count, then a read of the newest matches through the GIN index (for a word in all 20,000 files
 * of the large catalogue: every match read and sorted) and their ranking were about 55 ms of a
 * member's search; this pass is about 9, half of it ranking (which fetches each file's words a
 * second time). No kind in `where`: only documents have a body, and a kind beside the body's
 * words made PostgreSQL expect a fifth of the matches (it cannot know that the two go together)
 * and take the GIN index for a frequent word too.
 */
async function fileMatches(
  payload: Payload,
  { where, tsquery, slice }: { where: SQL; tsquery: SQL; slice: { limit: number; offset: number } },
): Promise<{ count: number; page: { id: number; rank: number }[] }> {
  // Ranked only when the page shows some: a page of word matches needs only their number.
  const rank = slice.limit > 0 ? sql`ts_rank(s.body, ${tsquery})` : sql`NULL::real`
  const { rows } = await belowLocalApi(payload, 'the full-text match count, capped, over search_entries, a table kept by triggers').drizzle
    .execute(sql`
    WITH newest AS MATERIALIZED (
      SELECT s.item_id, ${rank} AS rank FROM search_entries s WHERE ${where} ORDER BY s.item_id DESC LIMIT ${COUNTED_RESULTS + 1})
    SELECT (SELECT count(*) FROM newest) AS matches,
      (SELECT json_agg(json_build_object('id', p.item_id, 'rank', p.rank) ORDER BY p.rank DESC, p.item_id DESC)
        FROM (SELECT r.item_id, r.rank FROM (SELECT * FROM newest ORDER BY item_id DESC LIMIT ${RANKED_FILE_MATCHES}) r
          ORDER BY r.rank DESC, r.item_id DESC LIMIT ${slice.limit} OFFSET ${slice.offset}) p) AS page`)
  const row = rows[0] as { matches: string | number; page: { id: number; rank: number }[] | null }
  return { count: Number(row.matches), page: row.page ?? [] }
}

/** One search of a clamped, non-empty query (`tsquery`: its readerWords): the entries `findable` (findableBy) whose words match it, one page of them. */
async function findEntries(
  { payload }: ActionContext<User | null>,
  {
    query,
    kinds,
    tagId,
    page,
    language,
    findable,
    findableFiles,
    tsquery,
  }: {
    query: string
    tsquery: SQL | null
    kinds: SearchKind[]
    tagId: number | null
    page: number
    language: Language
    findable: SQL
    /** Who may find which document by the words inside its file; null when nobody may (visitors) or no documents were asked for. */
    findableFiles: SQL | null
  },
): Promise<SearchResults> {
  const empty = noResults({ query, kinds, tagId, page })
  const config = language === 'de' ? 'german' : 'english'
  const titleColumn = titleIn(language)
  const excerptColumn = language === 'de' ? sql`coalesce(s.excerpt_de, s.excerpt_en)` : sql`coalesce(s.excerpt_en, s.excerpt_de)`
  if (!tsquery) return empty
  const inWords = sql`s.words @@ ${tsquery} AND ${findable}`

  // Each tier counted up to one past COUNTED_RESULTS: a frequent word never counts every match.
  const wordHits = await countMatches(payload, inWords)

  // This page's slice of each tier: the word matches first, then the file matches.
  const start = (page - 1) * SEARCH_PAGE_SIZE
  const end = start + SEARCH_PAGE_SIZE
  const wordSlice = { offset: start, limit: Math.max(0, Math.min(end, wordHits) - start) }
  const fileSlice = { offset: Math.max(0, start - wordHits), limit: Math.max(0, end - Math.max(start, wordHits)) }
  // The file matches only while the word matches leave room: past the limit they change nothing shown.
  const files =
    findableFiles && wordHits <= COUNTED_RESULTS
      ? await fileMatches(payload, {
          where: sql`s.body @@ ${tsquery} AND NOT s.words @@ ${tsquery} AND ${findableFiles}`,
          tsquery,
          slice: fileSlice,
        })
      : { count: 0, page: [] }
  const total = Math.min(wordHits + files.count, COUNTED_RESULTS + 1)
  const found = { ...empty, total: Math.min(total, COUNTED_RESULTS), moreThan: total > COUNTED_RESULTS }
  if (wordSlice.limit === 0 && files.page.length === 0) return found

  const parts: SQL[] = []
  if (wordSlice.limit > 0)
    parts.push(
      sql`(SELECT r.kind, r.item_id, TRUE AS in_words, r.rank
        FROM (${rankedEntries({ where: inWords, tsquery, page: wordSlice, frequent: wordHits > COUNTED_RESULTS })}) r)`,
    )
  if (files.page.length > 0)
    parts.push(sql`(SELECT 'document'::text AS kind, f.item_id, FALSE AS in_words, f.rank
      FROM unnest(${sql.param(files.page.map((file) => file.id))}::int[], ${sql.param(files.page.map((file) => file.rank))}::real[]) AS f (item_id, rank))`)
  const result = await belowLocalApi(payload, 'one page of full-text hits, ranked and highlighted in PostgreSQL (ts_rank, ts_headline)')
    .drizzle.execute(sql`
    WITH page AS (${sql.join(parts, sql` UNION ALL `)})
    SELECT p.kind, p.item_id, p.in_words,
      CASE p.kind
        WHEN 'agenda-item' THEN (SELECT event_id FROM agenda_items WHERE id = p.item_id)
        WHEN 'speaker' THEN (SELECT event_id FROM speakers WHERE id = p.item_id)
      END AS event_id,
      ts_headline(${config}::regconfig, coalesce(${titleColumn}, ''), ${tsquery}, ${TITLE_HEADLINE}) AS title,
      CASE WHEN p.in_words OR s.body_excerpt IS NULL
        THEN ts_headline(${config}::regconfig, ${excerptColumn}, ${tsquery}, ${HEADLINE})
        ELSE ts_headline(${config}::regconfig, s.body_excerpt, ${tsquery}, ${HEADLINE})
      END AS snippet
    FROM page p JOIN search_entries s ON s.kind = p.kind AND s.item_id = p.item_id
    ORDER BY p.in_words DESC, p.rank DESC, ${kindOrder('p')}, p.item_id DESC
  `)

  const rows = result.rows as {
    kind: SearchKind
    item_id: number
    in_words: boolean
    event_id: number | null
    title: string
    snippet: string | null
  }[]
  return {
    ...found,
    hits: rows.map((row) => ({
      kind: row.kind,
      id: row.item_id,
      eventId: row.event_id,
      title: row.title,
      snippet: row.snippet || null,
      inFile: !row.in_words,
    })),
  }
}

export { SEARCH_KINDS }
