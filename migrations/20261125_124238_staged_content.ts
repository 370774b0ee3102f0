import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts, versions and scheduled publishing of events, documents, projects and surveys (issue 20
 * item 2). Everything that existed was public, so every existing row is published. The NOT NULL
 * constraints of required fields stay, unlike Payload's generated schema, which drops them for
 * drafts saved unchecked: drafts here are checked as published content is (stagedVersions).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_date_tz" AS ENUM('Europe/Berlin');
  CREATE TYPE "public"."enum__events_v_version_enddate_tz" AS ENUM('Europe/Berlin');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_state" AS ENUM('call_for_participation', 'running', 'closed');
  CREATE TYPE "public"."enum__projects_v_version_type" AS ENUM('Research', 'Open Source Code', 'Management', 'Innovation', 'Education', 'Consulting', 'Development');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_language" AS ENUM('English', 'German', 'French', 'Spanish', 'Italian', 'Dutch');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_surveys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__surveys_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_share_image_id" integer,
  	"version_share_image_key" varchar,
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_date_tz" "enum__events_v_version_date_tz" DEFAULT 'Europe/Berlin',
  	"version_end_date" timestamp(3) with time zone,
  	"version_enddate_tz" "enum__events_v_version_enddate_tz" DEFAULT 'Europe/Berlin',
  	"version_location" varchar,
  	"version_is_online" boolean DEFAULT false,
  	"version_sponsor" varchar,
  	"version_attendees" numeric,
  	"version_max_attendees" numeric,
  	"version_registration_required" boolean DEFAULT false,
  	"version_registration_link" varchar,
  	"version_additional_information" jsonb,
  	"version_additional_information_text" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"version_state" "enum__projects_v_version_state" DEFAULT 'call_for_participation',
  	"version_type" "enum__projects_v_version_type",
  	"version_start_date" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_owner_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_company" varchar,
  	"version_document_type" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"version_language" "enum__documents_v_version_language" DEFAULT 'English',
  	"version_rank" numeric DEFAULT 0,
  	"version_event_id" integer,
  	"version_prefix" varchar DEFAULT 'documents',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_surveys_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"version_image_id" integer,
  	"version_is_active" boolean DEFAULT true,
  	"version_is_anonymous" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__surveys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "events" ADD COLUMN "_status" "enum_events_status" DEFAULT 'draft';
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "documents" ADD COLUMN "_status" "enum_documents_status" DEFAULT 'draft';
  ALTER TABLE "surveys" ADD COLUMN "_status" "enum_surveys_status" DEFAULT 'draft';
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_share_image_id_media_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_event_id_events_id_fk" FOREIGN KEY ("version_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_surveys_v" ADD CONSTRAINT "_surveys_v_parent_id_surveys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_surveys_v" ADD CONSTRAINT "_surveys_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_share_image_idx" ON "_events_v" USING btree ("version_share_image_id");
  CREATE INDEX "_events_v_version_version_date_idx" ON "_events_v" USING btree ("version_date");
  CREATE INDEX "_events_v_version_version_end_date_idx" ON "_events_v" USING btree ("version_end_date");
  CREATE INDEX "_events_v_version_version_is_online_idx" ON "_events_v" USING btree ("version_is_online");
  CREATE INDEX "_events_v_version_version_sponsor_idx" ON "_events_v" USING btree ("version_sponsor");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_state_idx" ON "_projects_v" USING btree ("version_state");
  CREATE INDEX "_projects_v_version_version_type_idx" ON "_projects_v" USING btree ("version_type");
  CREATE INDEX "_projects_v_version_version_start_date_idx" ON "_projects_v" USING btree ("version_start_date");
  CREATE INDEX "_projects_v_version_version_image_idx" ON "_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_projects_v_version_version_owner_idx" ON "_projects_v" USING btree ("version_owner_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_company_idx" ON "_documents_v" USING btree ("version_company");
  CREATE INDEX "_documents_v_version_version_document_type_idx" ON "_documents_v" USING btree ("version_document_type");
  CREATE INDEX "_documents_v_version_version_language_idx" ON "_documents_v" USING btree ("version_language");
  CREATE INDEX "_documents_v_version_version_rank_idx" ON "_documents_v" USING btree ("version_rank");
  CREATE INDEX "_documents_v_version_version_event_idx" ON "_documents_v" USING btree ("version_event_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_version_version_filename_idx" ON "_documents_v" USING btree ("version_filename");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE INDEX "_surveys_v_parent_idx" ON "_surveys_v" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_version_image_idx" ON "_surveys_v" USING btree ("version_image_id");
  CREATE INDEX "_surveys_v_version_version_is_active_idx" ON "_surveys_v" USING btree ("version_is_active");
  CREATE INDEX "_surveys_v_version_version_updated_at_idx" ON "_surveys_v" USING btree ("version_updated_at");
  CREATE INDEX "_surveys_v_version_version_created_at_idx" ON "_surveys_v" USING btree ("version_created_at");
  CREATE INDEX "_surveys_v_version_version__status_idx" ON "_surveys_v" USING btree ("version__status");
  CREATE INDEX "_surveys_v_created_at_idx" ON "_surveys_v" USING btree ("created_at");
  CREATE INDEX "_surveys_v_updated_at_idx" ON "_surveys_v" USING btree ("updated_at");
  CREATE INDEX "_surveys_v_latest_idx" ON "_surveys_v" USING btree ("latest");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE INDEX "surveys__status_idx" ON "surveys" USING btree ("_status");`)
  await db.execute(sql`
  UPDATE "events" SET "_status" = 'published';
  UPDATE "projects" SET "_status" = 'published';
  UPDATE "documents" SET "_status" = 'published';
  UPDATE "surveys" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_surveys_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "events__status_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "documents__status_idx";
  DROP INDEX "surveys__status_idx";
  ALTER TABLE "events" DROP COLUMN "_status";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "documents" DROP COLUMN "_status";
  ALTER TABLE "surveys" DROP COLUMN "_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_date_tz";
  DROP TYPE "public"."enum__events_v_version_enddate_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_state";
  DROP TYPE "public"."enum__projects_v_version_type";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_language";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum_surveys_status";
  DROP TYPE "public"."enum__surveys_v_version_status";`)
}
