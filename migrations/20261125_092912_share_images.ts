import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Events get a share image (drawn by the jobs queue: renderEventShareImage after a change,
 * drawMissingShareImages for coming events without one) and the key of what it shows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renderEventShareImage';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'drawMissingShareImages';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renderEventShareImage';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'drawMissingShareImages';
  ALTER TABLE "events" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "events" ADD COLUMN "share_image_key" varchar;
  ALTER TABLE "events" ADD CONSTRAINT "events_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_share_image_idx" ON "events" USING btree ("share_image_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP CONSTRAINT IF EXISTS "events_share_image_id_media_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "events_share_image_idx";
  ALTER TABLE "events" DROP COLUMN "share_image_id";
  ALTER TABLE "events" DROP COLUMN "share_image_key";`)
}
