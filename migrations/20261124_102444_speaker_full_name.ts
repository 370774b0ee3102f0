import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Speakers' full name (title, first and last name), their title in lists and pickers: existing
// speakers get theirs here as hooks/events/setSpeakerFullName.ts sets it on every later save.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "speakers" ADD COLUMN "full_name" varchar;
  CREATE INDEX "speakers_full_name_idx" ON "speakers" USING btree ("full_name");
  UPDATE "speakers" SET "full_name" = concat_ws(' ', "title"::text, nullif(trim("first_name"), ''), nullif(trim("last_name"), ''));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "speakers_full_name_idx";
  ALTER TABLE "speakers" DROP COLUMN "full_name";`)
}
