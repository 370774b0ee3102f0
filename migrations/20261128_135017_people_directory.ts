import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_notice_emails_contact_requests" AS ENUM('email', 'digest', 'site');
  CREATE TYPE "public"."enum_directory_profiles_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum_directory_profiles_working_in" AS ENUM('IT', 'OT');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('pending', 'accepted', 'declined');
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'contact-request';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'contact-accepted';
  CREATE TABLE "directory_profiles_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_directory_profiles_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "directory_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"job_role" varchar,
  	"organization_name" varchar,
  	"sector" varchar,
  	"working_in" "enum_directory_profiles_working_in",
  	"organization_id" integer,
  	"shows_organization" boolean DEFAULT false,
  	"shows_sector" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sender_id" integer NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_requests_status" DEFAULT 'pending' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"pending_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"blocker_id" integer NOT NULL,
  	"blocked_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reporter_id" integer,
  	"reported_id" integer NOT NULL,
  	"reason" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "notice_emails_contact_requests" "enum_users_notice_emails_contact_requests" DEFAULT 'email';
  ALTER TABLE "users" ADD COLUMN "directory_listed" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "directory_show_job_role" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "directory_show_organization" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "directory_show_sector" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "directory_show_working_in" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "directory_show_interests" boolean DEFAULT true;
  ALTER TABLE "notifications" ADD COLUMN "contact_request_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "directory_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_blocks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_reports_id" integer;
  ALTER TABLE "directory_profiles_interests" ADD CONSTRAINT "directory_profiles_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."directory_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "directory_profiles" ADD CONSTRAINT "directory_profiles_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "directory_profiles" ADD CONSTRAINT "directory_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "directory_profiles_interests_order_idx" ON "directory_profiles_interests" USING btree ("order");
  CREATE INDEX "directory_profiles_interests_parent_idx" ON "directory_profiles_interests" USING btree ("parent_id");
  CREATE UNIQUE INDEX "directory_profiles_member_idx" ON "directory_profiles" USING btree ("member_id");
  CREATE INDEX "directory_profiles_name_idx" ON "directory_profiles" USING btree ("name");
  CREATE INDEX "directory_profiles_organization_name_idx" ON "directory_profiles" USING btree ("organization_name");
  CREATE INDEX "directory_profiles_sector_idx" ON "directory_profiles" USING btree ("sector");
  CREATE INDEX "directory_profiles_working_in_idx" ON "directory_profiles" USING btree ("working_in");
  CREATE INDEX "directory_profiles_organization_idx" ON "directory_profiles" USING btree ("organization_id");
  CREATE INDEX "directory_profiles_updated_at_idx" ON "directory_profiles" USING btree ("updated_at");
  CREATE INDEX "directory_profiles_created_at_idx" ON "directory_profiles" USING btree ("created_at");
  CREATE INDEX "contact_requests_sender_idx" ON "contact_requests" USING btree ("sender_id");
  CREATE INDEX "contact_requests_recipient_idx" ON "contact_requests" USING btree ("recipient_id");
  CREATE UNIQUE INDEX "contact_requests_pending_key_idx" ON "contact_requests" USING btree ("pending_key");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "sender_createdAt_idx" ON "contact_requests" USING btree ("sender_id","created_at");
  CREATE INDEX "member_blocks_blocker_idx" ON "member_blocks" USING btree ("blocker_id");
  CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id");
  CREATE INDEX "member_blocks_updated_at_idx" ON "member_blocks" USING btree ("updated_at");
  CREATE INDEX "member_blocks_created_at_idx" ON "member_blocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "blocker_blocked_idx" ON "member_blocks" USING btree ("blocker_id","blocked_id");
  CREATE INDEX "member_reports_reporter_idx" ON "member_reports" USING btree ("reporter_id");
  CREATE INDEX "member_reports_reported_idx" ON "member_reports" USING btree ("reported_id");
  CREATE INDEX "member_reports_updated_at_idx" ON "member_reports" USING btree ("updated_at");
  CREATE INDEX "member_reports_created_at_idx" ON "member_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "reporter_reported_idx" ON "member_reports" USING btree ("reporter_id","reported_id");
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_directory_profiles_fk" FOREIGN KEY ("directory_profiles_id") REFERENCES "public"."directory_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_blocks_fk" FOREIGN KEY ("member_blocks_id") REFERENCES "public"."member_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_reports_fk" FOREIGN KEY ("member_reports_id") REFERENCES "public"."member_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notifications_contact_request_idx" ON "notifications" USING btree ("contact_request_id");
  CREATE INDEX "payload_locked_documents_rels_directory_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("directory_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_member_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("member_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_member_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("member_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory_profiles_interests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "directory_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "directory_profiles_interests" CASCADE;
  DROP TABLE "directory_profiles" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "member_blocks" CASCADE;
  DROP TABLE "member_reports" CASCADE;
  ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_contact_request_id_contact_requests_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_directory_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_member_blocks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_member_reports_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_kind";
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('application-received', 'application-approved', 'application-rejected', 'invitation-accepted', 'schedule-changed', 'new-event', 'new-document');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notifications_kind" USING "kind"::"public"."enum_notifications_kind";
  DROP INDEX "notifications_contact_request_idx";
  DROP INDEX "payload_locked_documents_rels_directory_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_blocks_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_reports_id_idx";
  ALTER TABLE "users" DROP COLUMN "notice_emails_contact_requests";
  ALTER TABLE "users" DROP COLUMN "directory_listed";
  ALTER TABLE "users" DROP COLUMN "directory_show_job_role";
  ALTER TABLE "users" DROP COLUMN "directory_show_organization";
  ALTER TABLE "users" DROP COLUMN "directory_show_sector";
  ALTER TABLE "users" DROP COLUMN "directory_show_working_in";
  ALTER TABLE "users" DROP COLUMN "directory_show_interests";
  ALTER TABLE "notifications" DROP COLUMN "contact_request_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "directory_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_blocks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_reports_id";
  DROP TYPE "public"."enum_users_notice_emails_contact_requests";
  DROP TYPE "public"."enum_directory_profiles_interests";
  DROP TYPE "public"."enum_directory_profiles_working_in";
  DROP TYPE "public"."enum_contact_requests_status";`)
}
