import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_date_tz" AS ENUM('Europe/Berlin');
  CREATE TYPE "public"."enum_events_enddate_tz" AS ENUM('Europe/Berlin');
  CREATE TYPE "public"."enum_agenda_items_starttime_tz" AS ENUM('Europe/Berlin');
  CREATE TYPE "public"."enum_agenda_items_endtime_tz" AS ENUM('Europe/Berlin');
  DROP INDEX "project_user_idx";
  DROP INDEX "project_user_1_idx";
  ALTER TABLE "events" ADD COLUMN "date_tz" "enum_events_date_tz" DEFAULT 'Europe/Berlin' NOT NULL;
  ALTER TABLE "events" ADD COLUMN "enddate_tz" "enum_events_enddate_tz" DEFAULT 'Europe/Berlin';
  ALTER TABLE "agenda_items" ADD COLUMN "starttime_tz" "enum_agenda_items_starttime_tz" DEFAULT 'Europe/Berlin' NOT NULL;
  ALTER TABLE "agenda_items" ADD COLUMN "endtime_tz" "enum_agenda_items_endtime_tz" DEFAULT 'Europe/Berlin' NOT NULL;
  CREATE UNIQUE INDEX "project_user_1_idx" ON "project_members" USING btree ("project_id","user_id");
  CREATE UNIQUE INDEX "project_user_idx" ON "project_applications" USING btree ("project_id","user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "project_user_idx";
  DROP INDEX "project_user_1_idx";
  CREATE UNIQUE INDEX "project_user_1_idx" ON "project_applications" USING btree ("project_id","user_id");
  CREATE UNIQUE INDEX "project_user_idx" ON "project_members" USING btree ("project_id","user_id");
  ALTER TABLE "events" DROP COLUMN "date_tz";
  ALTER TABLE "events" DROP COLUMN "enddate_tz";
  ALTER TABLE "agenda_items" DROP COLUMN "starttime_tz";
  ALTER TABLE "agenda_items" DROP COLUMN "endtime_tz";
  DROP TYPE "public"."enum_events_date_tz";
  DROP TYPE "public"."enum_events_enddate_tz";
  DROP TYPE "public"."enum_agenda_items_starttime_tz";
  DROP TYPE "public"."enum_agenda_items_endtime_tz";`)
}
