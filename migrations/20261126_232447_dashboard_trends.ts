import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recordActivitySnapshot' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recordActivitySnapshot' BEFORE 'schedulePublish';
  CREATE TABLE "activity_snapshots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL,
  	"weekly_active" numeric NOT NULL,
  	"daily_active" numeric NOT NULL,
  	"members" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_snapshots_id" integer;
  CREATE UNIQUE INDEX "activity_snapshots_day_idx" ON "activity_snapshots" USING btree ("day");
  CREATE INDEX "activity_snapshots_updated_at_idx" ON "activity_snapshots" USING btree ("updated_at");
  CREATE INDEX "activity_snapshots_created_at_idx" ON "activity_snapshots" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_snapshots_fk" FOREIGN KEY ("activity_snapshots_id") REFERENCES "public"."activity_snapshots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_activity_snapshots_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_snapshots_id");`)

  // Custom SQL: the dashboard's weekly survey submissions (src/lib/engagement/weeklyTrends.ts)
  // read who answered which survey and question by creation time from the index alone, not
  // from the rows with their answers' text (an index-only scan over a year of answers).
  await db.execute(sql`
  CREATE INDEX "survey_responses_created_submission_idx" ON "survey_responses" ("created_at") INCLUDE ("survey_id", "question_id", "user_id");`)
  // Custom SQL: the totals of the dashboard's complete weeks, recounted daily by the jobs queue
  // (refreshActivityWeekTotals); weeks missing here are counted live, so it starts empty.
  await db.execute(sql`
  CREATE TABLE "activity_week_totals" (
    "kind" text NOT NULL,
    "week" date NOT NULL,
    "value" integer NOT NULL,
    PRIMARY KEY ("kind", "week")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "activity_week_totals"; DROP INDEX IF EXISTS "survey_responses_created_submission_idx";`)
  await db.execute(sql`
   ALTER TABLE "activity_snapshots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity_snapshots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_activity_snapshots_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_activity_snapshots_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_snapshots_id";`)
}
