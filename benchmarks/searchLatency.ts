/**
 * The site-wide search's latency over HTTP (issue 22, item 4: p95 under 100 ms on the large
 * data): a fixed set of one- and three-word queries, the most frequent words of the generated
 * data among them, each asked one request at a time as a visitor and as a signed-in member (who
 * also searches the words inside the 20,000 documents' files), after a few warm-ups. Sequential,
 * so each figure is one search's own time, not a queue's.
 */
import { summarize } from './stats'

/** One-word queries (the generated data's most frequent title words and a word of every document's text), three-word ones, prefixes, typos and a standards code. */
export const SEARCH_QUERIES = [
  'session',
  'event',
  'document',
  'maintenance',
  'summit',
  'nonexistentword',
  'session room speaker',
  'predictive maintenance firmware',
  'document company report',
  '"generated event" summit',
  // Issue 48: the last word as it is being typed (a prefix), and typos (nothing found: "Did you mean").
  'sess',
  'predictive mainten',
  'sesion',
  'maintenence firmwre',
  'IEC 62443-3-3',
] as const

/** What a reader has typed so far when the field asks for suggestions: two letters, a frequent word's beginning, a last word being typed. */
export const SUGGESTION_QUERIES = ['se', 'sess', 'docu', 'predictive mainte'] as const

export type SearchLatency = { who: 'visitor' | 'member'; query: string; runs: number; medianMs: number; p95Ms: number; results: number }

const RUNS = 20
const WARMUPS = 3

export async function measureSearchLatency(
  base: string,
  who: SearchLatency['who'],
  headers: Record<string, string> | undefined,
  runs = RUNS,
): Promise<SearchLatency[]> {
  const results: SearchLatency[] = []
  const time = async (label: string, url: string, count: (text: string) => number) => {
    let found = 0
    const once = async () => {
      const started = performance.now()
      // What a browser sends: the field's suggestions come from the site's own page.
      const response = await fetch(url, { headers: { accept: 'text/html,application/json', 'sec-fetch-site': 'same-origin', ...headers } })
      const text = await response.text()
      const elapsed = performance.now() - started
      if (response.status !== 200) throw new Error(`${label} answered ${response.status} to the ${who}`)
      found = count(text)
      return elapsed
    }
    for (let run = 0; run < WARMUPS; run++) await once()
    const timings: number[] = []
    for (let run = 0; run < runs; run++) timings.push(await once())
    const { medianMs, p95Ms } = summarize(timings)
    results.push({ who, query: label, runs, medianMs, p95Ms, results: found })
  }
  for (const query of SEARCH_QUERIES)
    await time(query, `${base}/search?q=${encodeURIComponent(query)}`, (html) =>
      Number(/([\d,.]+) results? for/.exec(html)?.[1]?.replace(/[,.]/g, '') ?? 0),
    )
  // The field's suggestions as one types (GET /api/search-suggestions): completed words and items.
  for (const typed of SUGGESTION_QUERIES)
    await time(`suggest: ${typed}`, `${base}/api/search-suggestions?q=${encodeURIComponent(typed)}`, (json) => {
      const answer = JSON.parse(json) as { words: unknown[]; items: unknown[] }
      return answer.words.length + answer.items.length
    })
  return results
}
