/** What the site-wide search finds, in the order its type filter offers them. */
export const SEARCH_KINDS = ['event', 'agenda-item', 'speaker', 'document', 'project', 'survey', 'organization'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Results per page; the page size is not the reader's to choose. */
export const SEARCH_PAGE_SIZE = 20
/** The longest query searched (longer ones are cut), and the last page anyone may ask for. */
export const MAX_QUERY_CHARS = 200
export const MAX_SEARCH_PAGE = 50

/** Marks around matched words in titles and snippets (private-use characters, never in content). */
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_END = '\uE001'

const isKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind)
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * Any query string as a bounded search: the words (control characters and our markers removed,
 * whitespace collapsed, at most MAX_QUERY_CHARS), the known types asked for (none or only unknown
 * ones: all), and a page between 1 and MAX_SEARCH_PAGE.
 */
export function clampSearchInput(input: { query?: unknown; kinds?: unknown; page?: unknown }): {
  query: string
  kinds: SearchKind[]
  page: number
} {
  const raw = first(input.query)
  const query =
    typeof raw === 'string'
      ? raw

          .replace(/[\u0000-\u001f\u007f\uE000\uE001]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, MAX_QUERY_CHARS)
          .trim()
      : ''
  const askedKinds = (Array.isArray(input.kinds) ? input.kinds : [input.kinds]).filter(isKind)
  const kinds = askedKinds.length > 0 ? SEARCH_KINDS.filter((kind) => askedKinds.includes(kind)) : [...SEARCH_KINDS]
  const pageNumber = Math.floor(Number(first(input.page)))
  const page = Number.isFinite(pageNumber) ? Math.min(Math.max(pageNumber, 1), MAX_SEARCH_PAGE) : 1
  return { query, kinds, page }
}
