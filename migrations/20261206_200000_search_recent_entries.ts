import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 48, item 1: search at the speed of typing on a large catalogue.
 * - changed_at: when an entry's words last changed, with an index in the order the search reads
 *   it. A word found in more than the search's counted results (a thousand entries, half the
 *   catalogue for "session") is ranked among the most recently changed entries that hold it
 *   (src/lib/content/search/searchSite.ts, rankedEntries) instead of ranking every match: ranking
 *   50,000 matches read the whole table for each search (about 120 ms), the recent thousand take
 *   a few milliseconds. Existing entries start with the migration's time.
 * - The words inside files (body, body_excerpt: kilobytes per document) leave the table's pages
 *   for its TOAST table (toast_tuple_target 256) while an entry's own words stay in the row
 *   (STORAGE MAIN): a scan of the entries' words read four times the pages it needed. Applies to
 *   rows written from now on; existing rows move when their entry is next stored.
 * - A prefix index on the vocabulary (text_pattern_ops, whatever the database's collation) for
 *   the suggestions' word completions (searchSuggestions.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(DOWN))
}

const UP = `
ALTER TABLE "search_entries" ADD COLUMN "changed_at" timestamptz NOT NULL DEFAULT now();
CREATE INDEX "search_entries_recent_idx" ON "search_entries" ("changed_at" DESC, "item_id" DESC);
ALTER TABLE "search_entries" SET (toast_tuple_target = 256);
ALTER TABLE "search_entries" ALTER COLUMN "words" SET STORAGE MAIN;
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" ("word" text_pattern_ops);

CREATE OR REPLACE FUNCTION search_store(p_kind text, p_id integer, p_title_en text, p_title_de text, p_text_en text, p_text_de text, p_extra text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_entries (kind, item_id, title_en, title_de, excerpt_en, excerpt_de, words)
  VALUES (p_kind, p_id, p_title_en, p_title_de, nullif(left(p_text_en, 600), ''), nullif(left(p_text_de, 600), ''),
    search_words(concat_ws(' ', p_title_en, nullif(p_title_de, p_title_en)),
                 left(concat_ws(' ', p_text_en, nullif(p_text_de, p_text_en), p_extra), 20000)))
  ON CONFLICT (kind, item_id) DO UPDATE SET title_en = EXCLUDED.title_en, title_de = EXCLUDED.title_de,
    excerpt_en = EXCLUDED.excerpt_en, excerpt_de = EXCLUDED.excerpt_de, words = EXCLUDED.words,
    changed_at = CASE WHEN search_entries.words IS DISTINCT FROM EXCLUDED.words THEN now() ELSE search_entries.changed_at END
$$;
`

const DOWN = `
CREATE OR REPLACE FUNCTION search_store(p_kind text, p_id integer, p_title_en text, p_title_de text, p_text_en text, p_text_de text, p_extra text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_entries (kind, item_id, title_en, title_de, excerpt_en, excerpt_de, words)
  VALUES (p_kind, p_id, p_title_en, p_title_de, nullif(left(p_text_en, 600), ''), nullif(left(p_text_de, 600), ''),
    search_words(concat_ws(' ', p_title_en, nullif(p_title_de, p_title_en)),
                 left(concat_ws(' ', p_text_en, nullif(p_text_de, p_text_en), p_extra), 20000)))
  ON CONFLICT (kind, item_id) DO UPDATE SET title_en = EXCLUDED.title_en, title_de = EXCLUDED.title_de,
    excerpt_en = EXCLUDED.excerpt_en, excerpt_de = EXCLUDED.excerpt_de, words = EXCLUDED.words
$$;
DROP INDEX IF EXISTS "search_vocabulary_prefix_idx";
ALTER TABLE "search_entries" ALTER COLUMN "words" SET STORAGE EXTENDED;
ALTER TABLE "search_entries" RESET (toast_tuple_target);
DROP INDEX IF EXISTS "search_entries_recent_idx";
ALTER TABLE "search_entries" DROP COLUMN IF EXISTS "changed_at";
`
