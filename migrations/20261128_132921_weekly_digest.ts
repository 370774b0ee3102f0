import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum__events_v_version_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum_projects_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum_projects_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum_projects_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum__projects_v_version_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum__projects_v_version_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum__projects_v_version_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum_documents_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum__documents_v_version_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum_surveys_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum_surveys_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum_surveys_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum__surveys_v_version_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum__surveys_v_version_organization_types" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum__surveys_v_version_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  ALTER TYPE "public"."enum_users_notice_emails_application_decisions" ADD VALUE 'digest' BEFORE 'site';
  ALTER TYPE "public"."enum_users_notice_emails_new_applications" ADD VALUE 'digest' BEFORE 'site';
  ALTER TYPE "public"."enum_users_notice_emails_accepted_invitations" ADD VALUE 'digest' BEFORE 'site';
  ALTER TYPE "public"."enum_email_outbox_kind" ADD VALUE 'weekly-digest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueWeeklyDigests' BEFORE 'pruneNotificationHistory';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueWeeklyDigests' BEFORE 'pruneNotificationHistory';
  CREATE TABLE "events_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_projects_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_projects_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_projects_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_version_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_version_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_version_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_documents_v_version_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__documents_v_version_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "surveys_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_surveys_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "surveys_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_surveys_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "surveys_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_surveys_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_surveys_v_version_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__surveys_v_version_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_surveys_v_version_organization_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__surveys_v_version_organization_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_surveys_v_version_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__surveys_v_version_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_bounce_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "email_bounce_reason" varchar;
  ALTER TABLE "users" ADD COLUMN "weekly_digest" boolean DEFAULT false;
  ALTER TABLE "events_organization_types" ADD CONSTRAINT "events_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_organization_types" ADD CONSTRAINT "_events_v_version_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_sectors" ADD CONSTRAINT "projects_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_organization_types" ADD CONSTRAINT "projects_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_interests" ADD CONSTRAINT "projects_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_sectors" ADD CONSTRAINT "_projects_v_version_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_organization_types" ADD CONSTRAINT "_projects_v_version_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_interests" ADD CONSTRAINT "_projects_v_version_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_organization_types" ADD CONSTRAINT "documents_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_organization_types" ADD CONSTRAINT "_documents_v_version_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_sectors" ADD CONSTRAINT "surveys_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_organization_types" ADD CONSTRAINT "surveys_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_interests" ADD CONSTRAINT "surveys_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_version_sectors" ADD CONSTRAINT "_surveys_v_version_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_version_organization_types" ADD CONSTRAINT "_surveys_v_version_organization_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_version_interests" ADD CONSTRAINT "_surveys_v_version_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_organization_types_order_idx" ON "events_organization_types" USING btree ("order");
  CREATE INDEX "events_organization_types_parent_idx" ON "events_organization_types" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_organization_types_order_idx" ON "_events_v_version_organization_types" USING btree ("order");
  CREATE INDEX "_events_v_version_organization_types_parent_idx" ON "_events_v_version_organization_types" USING btree ("parent_id");
  CREATE INDEX "projects_sectors_order_idx" ON "projects_sectors" USING btree ("order");
  CREATE INDEX "projects_sectors_parent_idx" ON "projects_sectors" USING btree ("parent_id");
  CREATE INDEX "projects_organization_types_order_idx" ON "projects_organization_types" USING btree ("order");
  CREATE INDEX "projects_organization_types_parent_idx" ON "projects_organization_types" USING btree ("parent_id");
  CREATE INDEX "projects_interests_order_idx" ON "projects_interests" USING btree ("order");
  CREATE INDEX "projects_interests_parent_idx" ON "projects_interests" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_sectors_order_idx" ON "_projects_v_version_sectors" USING btree ("order");
  CREATE INDEX "_projects_v_version_sectors_parent_idx" ON "_projects_v_version_sectors" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_organization_types_order_idx" ON "_projects_v_version_organization_types" USING btree ("order");
  CREATE INDEX "_projects_v_version_organization_types_parent_idx" ON "_projects_v_version_organization_types" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_interests_order_idx" ON "_projects_v_version_interests" USING btree ("order");
  CREATE INDEX "_projects_v_version_interests_parent_idx" ON "_projects_v_version_interests" USING btree ("parent_id");
  CREATE INDEX "documents_organization_types_order_idx" ON "documents_organization_types" USING btree ("order");
  CREATE INDEX "documents_organization_types_parent_idx" ON "documents_organization_types" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_organization_types_order_idx" ON "_documents_v_version_organization_types" USING btree ("order");
  CREATE INDEX "_documents_v_version_organization_types_parent_idx" ON "_documents_v_version_organization_types" USING btree ("parent_id");
  CREATE INDEX "surveys_sectors_order_idx" ON "surveys_sectors" USING btree ("order");
  CREATE INDEX "surveys_sectors_parent_idx" ON "surveys_sectors" USING btree ("parent_id");
  CREATE INDEX "surveys_organization_types_order_idx" ON "surveys_organization_types" USING btree ("order");
  CREATE INDEX "surveys_organization_types_parent_idx" ON "surveys_organization_types" USING btree ("parent_id");
  CREATE INDEX "surveys_interests_order_idx" ON "surveys_interests" USING btree ("order");
  CREATE INDEX "surveys_interests_parent_idx" ON "surveys_interests" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_sectors_order_idx" ON "_surveys_v_version_sectors" USING btree ("order");
  CREATE INDEX "_surveys_v_version_sectors_parent_idx" ON "_surveys_v_version_sectors" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_organization_types_order_idx" ON "_surveys_v_version_organization_types" USING btree ("order");
  CREATE INDEX "_surveys_v_version_organization_types_parent_idx" ON "_surveys_v_version_organization_types" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_interests_order_idx" ON "_surveys_v_version_interests" USING btree ("order");
  CREATE INDEX "_surveys_v_version_interests_parent_idx" ON "_surveys_v_version_interests" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_organization_types" CASCADE;
  DROP TABLE "_events_v_version_organization_types" CASCADE;
  DROP TABLE "projects_sectors" CASCADE;
  DROP TABLE "projects_organization_types" CASCADE;
  DROP TABLE "projects_interests" CASCADE;
  DROP TABLE "_projects_v_version_sectors" CASCADE;
  DROP TABLE "_projects_v_version_organization_types" CASCADE;
  DROP TABLE "_projects_v_version_interests" CASCADE;
  DROP TABLE "documents_organization_types" CASCADE;
  DROP TABLE "_documents_v_version_organization_types" CASCADE;
  DROP TABLE "surveys_sectors" CASCADE;
  DROP TABLE "surveys_organization_types" CASCADE;
  DROP TABLE "surveys_interests" CASCADE;
  DROP TABLE "_surveys_v_version_sectors" CASCADE;
  DROP TABLE "_surveys_v_version_organization_types" CASCADE;
  DROP TABLE "_surveys_v_version_interests" CASCADE;
  ALTER TABLE "users" ALTER COLUMN "notice_emails_application_decisions" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "notice_emails_application_decisions" SET DEFAULT 'email'::text;
  DROP TYPE "public"."enum_users_notice_emails_application_decisions";
  CREATE TYPE "public"."enum_users_notice_emails_application_decisions" AS ENUM('email', 'site');
  ALTER TABLE "users" ALTER COLUMN "notice_emails_application_decisions" SET DEFAULT 'email'::"public"."enum_users_notice_emails_application_decisions";
  ALTER TABLE "users" ALTER COLUMN "notice_emails_application_decisions" SET DATA TYPE "public"."enum_users_notice_emails_application_decisions" USING "notice_emails_application_decisions"::"public"."enum_users_notice_emails_application_decisions";
  ALTER TABLE "users" ALTER COLUMN "notice_emails_new_applications" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "notice_emails_new_applications" SET DEFAULT 'email'::text;
  DROP TYPE "public"."enum_users_notice_emails_new_applications";
  CREATE TYPE "public"."enum_users_notice_emails_new_applications" AS ENUM('email', 'site');
  ALTER TABLE "users" ALTER COLUMN "notice_emails_new_applications" SET DEFAULT 'email'::"public"."enum_users_notice_emails_new_applications";
  ALTER TABLE "users" ALTER COLUMN "notice_emails_new_applications" SET DATA TYPE "public"."enum_users_notice_emails_new_applications" USING "notice_emails_new_applications"::"public"."enum_users_notice_emails_new_applications";
  ALTER TABLE "users" ALTER COLUMN "notice_emails_accepted_invitations" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "notice_emails_accepted_invitations" SET DEFAULT 'email'::text;
  DROP TYPE "public"."enum_users_notice_emails_accepted_invitations";
  CREATE TYPE "public"."enum_users_notice_emails_accepted_invitations" AS ENUM('email', 'site');
  ALTER TABLE "users" ALTER COLUMN "notice_emails_accepted_invitations" SET DEFAULT 'email'::"public"."enum_users_notice_emails_accepted_invitations";
  ALTER TABLE "users" ALTER COLUMN "notice_emails_accepted_invitations" SET DATA TYPE "public"."enum_users_notice_emails_accepted_invitations" USING "notice_emails_accepted_invitations"::"public"."enum_users_notice_emails_accepted_invitations";
  ALTER TABLE "email_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_outbox_kind";
  CREATE TYPE "public"."enum_email_outbox_kind" AS ENUM('event-reminder', 'agenda-item-reminder', 'schedule-change', 'notice');
  ALTER TABLE "email_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_email_outbox_kind" USING "kind"::"public"."enum_email_outbox_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'recordActivitySnapshot', 'pruneAuditTrail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'recordActivitySnapshot', 'pruneAuditTrail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "email_bounce_at";
  ALTER TABLE "users" DROP COLUMN "email_bounce_reason";
  ALTER TABLE "users" DROP COLUMN "weekly_digest";
  DROP TYPE "public"."enum_events_organization_types";
  DROP TYPE "public"."enum__events_v_version_organization_types";
  DROP TYPE "public"."enum_projects_sectors";
  DROP TYPE "public"."enum_projects_organization_types";
  DROP TYPE "public"."enum_projects_interests";
  DROP TYPE "public"."enum__projects_v_version_sectors";
  DROP TYPE "public"."enum__projects_v_version_organization_types";
  DROP TYPE "public"."enum__projects_v_version_interests";
  DROP TYPE "public"."enum_documents_organization_types";
  DROP TYPE "public"."enum__documents_v_version_organization_types";
  DROP TYPE "public"."enum_surveys_sectors";
  DROP TYPE "public"."enum_surveys_organization_types";
  DROP TYPE "public"."enum_surveys_interests";
  DROP TYPE "public"."enum__surveys_v_version_sectors";
  DROP TYPE "public"."enum__surveys_v_version_organization_types";
  DROP TYPE "public"."enum__surveys_v_version_interests";`)
}
