import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "language__status_idx" ON "documents" USING btree ("language","_status");
  CREATE INDEX "version_language_version__status_idx" ON "_documents_v" USING btree ("version_language","version__status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "language__status_idx";
  DROP INDEX "version_language_version__status_idx";`)
}
