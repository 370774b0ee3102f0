import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

import type { Language } from '@/i18n/languages'
import type { ActionContext } from '@/lib/actions/runAction'
import type { User } from '@/payload-types'

import { clampSearchInput, HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchKind } from './searchInput'

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

export type SearchResults = { query: string; kinds: SearchKind[]; page: number; pageSize: number; total: number; hits: SearchHit[] }

/**
 * Who finds what, per kind: the same rule as the collection's read access and hideDrafts
 * (hooks/shared/hideDrafts.ts, `_status = 'published'` on the row or its parent), stated here
 * once for the search's SQL. `s` is the search entry; `member` is whether anyone is signed in.
 */
const VISIBLE: Record<SearchKind, (member: boolean) => SQL> = {
  // collections/Events.ts: read `anyone`, drafts hidden.
  event: () => sql`EXISTS (SELECT 1 FROM events x WHERE x.id = s.item_id AND x._status = 'published')`,
  // collections/AgendaItems.ts: read `anyone`, hidden with a draft event (hideDrafts('event')).
  'agenda-item': () =>
    sql`EXISTS (SELECT 1 FROM agenda_items x JOIN events e ON e.id = x.event_id WHERE x.id = s.item_id AND e._status = 'published')`,
  // collections/Speakers.ts: read `anyone`, hidden with a draft event (hideDrafts('event')).
  speaker: () =>
    sql`EXISTS (SELECT 1 FROM speakers x JOIN events e ON e.id = x.event_id WHERE x.id = s.item_id AND e._status = 'published')`,
  // collections/Documents.ts: metadata `metadataPublicFileForMembers` (access/fileAccess.ts) for everyone, drafts hidden;
  // the words inside the file follow the file's access (signed-in only): see `body` below.
  document: () => sql`EXISTS (SELECT 1 FROM documents x WHERE x.id = s.item_id AND x._status = 'published')`,
  // collections/Projects.ts: read `anyone`, drafts hidden.
  project: () => sql`EXISTS (SELECT 1 FROM projects x WHERE x.id = s.item_id AND x._status = 'published')`,
  // collections/Surveys: `canReadSurvey` (access/surveyAccess.ts), active surveys only, drafts hidden.
  survey: () => sql`EXISTS (SELECT 1 FROM surveys x WHERE x.id = s.item_id AND x._status = 'published' AND x.is_active)`,
  // collections/Organizations: `canReadOrganization` (access/organizationAccess.ts): vendors for signed-in people only.
  organization: (member) =>
    member ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM organizations x WHERE x.id = s.item_id AND x.type <> 'vendor')`,
}

/** ts_headline's options: a few fragments of the stored excerpt, our own markers around matches. */
const HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
const TITLE_HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`

/**
 * The site-wide search (issue 22, item 4): events, agenda items, speakers, documents, projects,
 * surveys and organizations whose words match, best first, one page of them with highlighted
 * titles and snippets, and how many there are. One SQL statement over search_entries (kept by
 * triggers, migrations/20261128_132425_site_search.ts): the words are matched in the 'english'
 * and the 'german' configuration at once (websearch_to_tsquery, OR-ed); drafts and what the
 * reader may not read never count (VISIBLE); the words inside documents' files count for
 * signed-in members only. Snippets are built from the stored excerpts, never the whole text.
 * Input is clamped (searchInput.ts), so any query string gives a bounded search.
 */
export async function searchSite(
  { payload, user }: ActionContext<User | null>,
  input: { query?: unknown; kinds?: unknown; page?: unknown; language: Language },
): Promise<SearchResults> {
  const { query, kinds, page } = clampSearchInput(input)
  const empty: SearchResults = { query, kinds, page, pageSize: SEARCH_PAGE_SIZE, total: 0, hits: [] }
  if (!query) return empty
  const member = Boolean(user)
  const config = input.language === 'de' ? 'german' : 'english'
  const visible = sql.join(
    kinds.map((kind) => sql`(s.kind = ${kind} AND ${VISIBLE[kind](member)})`),
    sql` OR `,
  )
  const titleColumn = input.language === 'de' ? sql`coalesce(s.title_de, s.title_en)` : sql`coalesce(s.title_en, s.title_de)`
  const excerptColumn = input.language === 'de' ? sql`coalesce(s.excerpt_de, s.excerpt_en)` : sql`coalesce(s.excerpt_en, s.excerpt_de)`
  // The query inline (not from a CTE's column), so that the planner sees a stable expression and uses the GIN indexes.
  const tsquery = sql`(websearch_to_tsquery('english', ${query}) || websearch_to_tsquery('german', ${query}))`
  // The words inside files: only for signed-in members (the file's own access), never for visitors.
  const matches = member ? sql`(s.words @@ ${tsquery} OR s.body @@ ${tsquery})` : sql`s.words @@ ${tsquery}`
  const result = await payload.db.drizzle.execute(sql`
    WITH hits AS (
      -- ts_rank rather than ts_rank_cd: a third of the time on frequent words, the same order for short texts.
      SELECT s.kind, s.item_id, s.words @@ ${tsquery} AS in_words, ts_rank(s.words, ${tsquery}) AS rank
      FROM search_entries s
      WHERE ${matches} AND (${visible})
    ),
    counted AS (SELECT count(*) AS total FROM hits),
    page AS (
      SELECT h.* FROM hits h
      ORDER BY h.in_words DESC, h.rank DESC, h.kind, h.item_id
      LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    SELECT c.total, r.* FROM counted c LEFT JOIN LATERAL (
      SELECT p.kind, p.item_id, p.in_words, p.rank,
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
    ) r ON TRUE
    ORDER BY r.in_words DESC, r.rank DESC, r.kind, r.item_id
  `)

  const rows = result.rows as {
    kind: SearchKind | null
    item_id: number
    total: string | number
    in_words: boolean
    event_id: number | null
    title: string
    snippet: string | null
  }[]
  return {
    ...empty,
    total: Number(rows[0]?.total ?? 0),
    // A page past the last has the count and no row (kind null).
    hits: rows
      .flatMap((row) => (row.kind ? [row as typeof row & { kind: SearchKind }] : []))
      .map((row) => ({
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
