import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "rank_createdAt_idx" ON "documents" USING btree ("rank","created_at");
  CREATE INDEX "version_rank_version_createdAt_idx" ON "_documents_v" USING btree ("version_rank","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "rank_createdAt_idx";
  DROP INDEX "version_rank_version_createdAt_idx";`)
}
