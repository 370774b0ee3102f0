import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A deleted member's downloads stay, without the member, so documents keep their counts. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "document_downloads" ALTER COLUMN "user_id" DROP NOT NULL;`)
}

/** The old schema cannot hold downloads without a member: those rows go. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "document_downloads" WHERE "user_id" IS NULL;
   ALTER TABLE "document_downloads" ALTER COLUMN "user_id" SET NOT NULL;`)
}
