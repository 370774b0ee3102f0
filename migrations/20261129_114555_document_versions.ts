import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Document version histories (issue 23, item 3): every published file of a library document is
 * kept in document_versions with its change note and preview; a notice kind for the members who
 * downloaded an earlier file; the jobs that draw previews and keep the files of older documents.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_document_versions_preview_status" AS ENUM('pending', 'ready', 'none', 'failed');
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'document-updated' BEFORE 'contact-request';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renderDocumentPreview' BEFORE 'extractMissingDocumentTexts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'archiveMissingDocumentFiles' BEFORE 'extractMissingDocumentTexts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renderDocumentPreview' BEFORE 'extractMissingDocumentTexts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'archiveMissingDocumentFiles' BEFORE 'extractMissingDocumentTexts';
  CREATE TABLE "document_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer NOT NULL,
  	"number" numeric NOT NULL,
  	"change_note" varchar,
  	"uploaded_by_id" integer,
  	"source_filename" varchar NOT NULL,
  	"preview_status" "enum_document_versions_preview_status" DEFAULT 'pending' NOT NULL,
  	"preview_page_count" numeric,
  	"preview_pages" jsonb,
  	"prefix" varchar DEFAULT 'document-versions',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_versions_id" integer;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "document_versions_document_idx" ON "document_versions" USING btree ("document_id");
  CREATE INDEX "document_versions_uploaded_by_idx" ON "document_versions" USING btree ("uploaded_by_id");
  CREATE INDEX "document_versions_source_filename_idx" ON "document_versions" USING btree ("source_filename");
  CREATE INDEX "document_versions_updated_at_idx" ON "document_versions" USING btree ("updated_at");
  CREATE INDEX "document_versions_created_at_idx" ON "document_versions" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_versions_filename_idx" ON "document_versions" USING btree ("filename");
  CREATE UNIQUE INDEX "document_number_idx" ON "document_versions" USING btree ("document_id","number");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_versions_fk" FOREIGN KEY ("document_versions_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_document_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("document_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM notifications WHERE kind = 'document-updated';
  DELETE FROM payload_jobs_log WHERE task_slug IN ('renderDocumentPreview', 'archiveMissingDocumentFiles');
  DELETE FROM payload_jobs WHERE task_slug IN ('renderDocumentPreview', 'archiveMissingDocumentFiles');
   ALTER TABLE "document_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "document_versions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_document_versions_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_kind";
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('application-received', 'application-approved', 'application-rejected', 'invitation-accepted', 'schedule-changed', 'new-event', 'new-document', 'contact-request', 'contact-accepted');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notifications_kind" USING "kind"::"public"."enum_notifications_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'queueWeeklyDigests', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'extractDocumentText', 'extractMissingDocumentTexts', 'recordActivitySnapshot', 'pruneAuditTrail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'queueWeeklyDigests', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'extractDocumentText', 'extractMissingDocumentTexts', 'recordActivitySnapshot', 'pruneAuditTrail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_document_versions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_versions_id";
  DROP TYPE "public"."enum_document_versions_preview_status";`)
}
