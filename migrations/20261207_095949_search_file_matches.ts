import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 48: a member's search of the words inside files at the speed of the rest. An index of the
 * entries that hold a file's words (body: documents only), in item order: the search reads a
 * frequent word's newest matches backwards along it, stopping at its limit, and counts and ranks
 * them in the same pass (src/lib/content/search/searchSite.ts, fileMatches), instead of counting
 * them, reading every match through the GIN index and sorting it for the newest thousand, and then
 * ranking those (about 55 ms of a member's 90 for words in all 20,000 files of the large
 * catalogue; the pass takes about 9). The search names no kind beside the file's words (`body @@`
 * implies a body, so this index serves it): a kind made PostgreSQL expect a fifth of the matches.
 * No Payload schema change: no snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "search_entries_files_idx" ON "search_entries" ("item_id") WHERE "body" IS NOT NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "search_entries_files_idx"`)
}
