import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { clampSearchInput, SEARCH_KINDS, type SearchKind } from './searchInput'
import { COUNTED_RESULTS, countMatches, findableBy, kindOrder, rankedEntries, readerWords, titleIn } from './searchSite'

/** Suggestions start at this many characters: one letter would match nearly everything. */
export const MIN_SUGGESTED_CHARS = 2
/** Words that complete the last one typed, and items whose words match, at most. */
export const SUGGESTED_WORDS = 4
export const SUGGESTED_ITEMS = 5

type SQL = ReturnType<typeof sql>

export type SuggestedItem = { kind: SearchKind; id: number; eventId: number | null; title: string }
export type SearchSuggestions = { query: string; words: string[]; items: SuggestedItem[] }

/**
 * Suggestions as the reader types (issue 48, item 1): the query with its last word completed from
 * the search's vocabulary (the words of what anyone may find, migrations/20261206_170000_search_vocabulary.ts),
 * and the few best items the words already find for this reader, by the same rules as the search
 * itself (searchSite.ts: findableBy, rankedEntries, the last word a prefix). Smaller than a
 * search: no snippets, no words inside files, titles only. Input is clamped first (searchInput.ts).
 */
export async function suggestSearches(
  context: ActionContext<User | null>,
  input: { query?: unknown; language: Language },
): Promise<SearchSuggestions> {
  const { query } = clampSearchInput({ query: input.query })
  if (query.length < MIN_SUGGESTED_CHARS) return { query, words: [], items: [] }
  // Who may find what, read once for both (findableBy asks the collections' access).
  const findable = await findableBy(context, [...SEARCH_KINDS], null)
  const [words, items] = await Promise.all([
    completedQueries(context.payload, query, findable),
    bestItems(context.payload, query, input.language, findable),
  ])
  return { query, words, items }
}

/** Vocabulary words that start with the last word, looked at for each completion offered. */
const COMPLETION_CANDIDATES = 3 * SUGGESTED_WORDS

/**
 * The query with its last word completed: vocabulary words that start with it (the prefix index),
 * shortest first, each only when it finds something this reader may find (the vocabulary holds the
 * words of what members find too, and words no longer anywhere). None when the query ends in a
 * space (the reader finished the word) or the last word is shorter than MIN_SUGGESTED_CHARS or
 * holds more than letters and digits.
 */
async function completedQueries(payload: Payload, query: string, findable: SQL): Promise<string[]> {
  if (/\s$/.test(query)) return []
  const start = query.slice(0, query.lastIndexOf(' ') + 1)
  const last = query.slice(start.length).toLowerCase()
  if (last.length < MIN_SUGGESTED_CHARS || /[^\p{L}\p{N}]/u.test(last)) return []
  const { rows } = await belowLocalApi(payload, 'vocabulary words by prefix (search_vocabulary, a table kept by triggers)').drizzle.execute(
    sql`SELECT c.word FROM (
        SELECT word FROM search_vocabulary WHERE word LIKE ${`${last}%`} AND word <> ${last}
        ORDER BY length(word), word LIMIT ${COMPLETION_CANDIDATES}
      ) c CROSS JOIN LATERAL (SELECT search_query(c.word) AS words) q
      WHERE EXISTS (SELECT 1 FROM search_entries s WHERE s.words @@ q.words AND ${findable})
      ORDER BY length(c.word), c.word LIMIT ${SUGGESTED_WORDS}`,
  )
  return (rows as { word: string }[]).map(({ word }) => `${start}${word}`)
}

/** The few best entries for the words, titles in the reader's language. */
async function bestItems(payload: Payload, query: string, language: Language, findable: SQL): Promise<SuggestedItem[]> {
  const tsquery = await readerWords(payload, query)
  if (!tsquery) return []
  const where = sql`s.words @@ ${tsquery} AND ${findable}`
  const frequent = (await countMatches(payload, where)) > COUNTED_RESULTS
  const { rows } = await belowLocalApi(payload, 'the best few full-text matches’ titles over search_entries, a table kept by triggers')
    .drizzle.execute(sql`
    WITH best AS (${rankedEntries({ where, tsquery, page: { limit: SUGGESTED_ITEMS, offset: 0 }, frequent })})
    SELECT b.kind, b.item_id,
      CASE b.kind
        WHEN 'agenda-item' THEN (SELECT event_id FROM agenda_items WHERE id = b.item_id)
        WHEN 'speaker' THEN (SELECT event_id FROM speakers WHERE id = b.item_id)
      END AS event_id,
      ${titleIn(language)} AS title
    FROM best b JOIN search_entries s ON s.kind = b.kind AND s.item_id = b.item_id
    ORDER BY b.rank DESC, ${kindOrder('b')}, b.item_id DESC`)
  return (rows as { kind: SearchKind; item_id: number; event_id: number | null; title: string | null }[])
    .filter((row) => row.title)
    .map((row) => ({ kind: row.kind, id: row.item_id, eventId: row.event_id, title: row.title ?? '' }))
}
