import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/** At most this many words of a query are looked up (one trigram search of the vocabulary each). */
const MAX_CORRECTED_WORDS = 6

/**
 * "Did you mean" for a query that found nothing (issue 48, item 1): each word of at least three
 * letters that the search's vocabulary does not hold, replaced by its closest word: the words
 * alike by trigrams (pg_trgm's `%`, its index), the fewest edits first (levenshtein, at most one
 * in three letters), then the most alike (`segmantation` → `segmentation`, `inventroy` →
 * `inventory` rather than `inventar`), in the case the reader typed it; the corrected words, or
 * null when none changed. The
 * vocabulary (search_vocabulary, migrations/20261206_170000_search_vocabulary.ts) holds the words
 * of what anyone may find, never a draft's or a restricted item's, and may hold words no longer
 * anywhere: searchSite shows a correction only when the corrected search finds something for the
 * same reader. Quotes and other operators are dropped: a correction is plain words.
 */
export async function correctedQuery(payload: Payload, query: string): Promise<string | null> {
  const { rows } = await belowLocalApi(
    payload,
    'the closest words of the search vocabulary by trigram similarity (pg_trgm), a table kept by triggers',
  ).drizzle.execute(sql`
    WITH typed AS (
      SELECT word, lower(word) AS lowered, position
      FROM regexp_split_to_table(search_text(${query}), '[^[:alnum:]]+') WITH ORDINALITY AS t(word, position)
      WHERE word <> '' ORDER BY position LIMIT ${MAX_CORRECTED_WORDS}
    )
    SELECT typed.word,
      CASE WHEN length(typed.lowered) < 3 OR typed.lowered !~ '[[:alpha:]]' OR EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = typed.lowered)
        THEN NULL
        ELSE (SELECT v.word FROM search_vocabulary v
              WHERE v.word % typed.lowered AND levenshtein(v.word, typed.lowered) <= greatest(1, length(typed.lowered) / 3)
              ORDER BY levenshtein(v.word, typed.lowered), similarity(v.word, typed.lowered) DESC, v.word LIMIT 1)
      END AS closest
    FROM typed ORDER BY typed.position`)
  const words = rows as { word: string; closest: string | null }[]
  if (!words.some(({ word, closest }) => closest && closest !== word.toLowerCase())) return null
  return words.map(({ word, closest }) => (closest ? inCaseOf(word, closest) : word)).join(' ')
}

/** The vocabulary's lowercase word in the case the reader typed: `Segmantation` → `Segmentation`, `ICSS` → `ICS`. */
function inCaseOf(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return word.toUpperCase()
  const first = typed.charAt(0)
  return first !== first.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word
}
