import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveys" ADD COLUMN "is_benchmark" boolean DEFAULT false;
  ALTER TABLE "_surveys_v" ADD COLUMN "version_is_benchmark" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveys" DROP COLUMN "is_benchmark";
  ALTER TABLE "_surveys_v" DROP COLUMN "version_is_benchmark";`)
}
