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
 * `inventory` rather than `inventar`); the corrected words, or null when none changed. The
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
      SELECT word, position FROM regexp_split_to_table(lower(search_text(${query})), '[^[:alnum:]]+') WITH ORDINALITY AS t(word, position)
      WHERE word <> '' ORDER BY position LIMIT ${MAX_CORRECTED_WORDS}
    ), chosen AS (
      SELECT typed.position, typed.word,
        CASE WHEN length(typed.word) < 3 OR typed.word !~ '[[:alpha:]]' OR EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = typed.word)
          THEN typed.word
          ELSE (SELECT v.word FROM search_vocabulary v
                WHERE v.word % typed.word AND levenshtein(v.word, typed.word) <= greatest(1, length(typed.word) / 3)
                ORDER BY levenshtein(v.word, typed.word), similarity(v.word, typed.word) DESC, v.word LIMIT 1)
        END AS closest
      FROM typed
    )
    SELECT string_agg(coalesce(closest, word), ' ' ORDER BY position) AS corrected,
      bool_or(closest IS NOT NULL AND closest <> word) AS changed
    FROM chosen`)
  const row = rows[0] as { corrected: string | null; changed: boolean | null } | undefined
  return row?.changed && row.corrected ? row.corrected : null
}
