import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_live_questions_status" AS ENUM('open', 'answered', 'hidden');
  CREATE TYPE "public"."enum_users_notice_emails_discussion_mentions" AS ENUM('email', 'digest', 'site');
  CREATE TYPE "public"."enum_discussion_posts_status" AS ENUM('published', 'waiting', 'hidden', 'deleted');
  CREATE TYPE "public"."enum_discussion_reactions_kind" AS ENUM('helpful', 'plusOne');
  CREATE TYPE "public"."enum_discussion_subscriptions_item_kind" AS ENUM('event', 'agendaItem', 'document', 'project');
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'discussion-mention';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'discussion-warning';
  CREATE TABLE "live_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agenda_item_id" integer NOT NULL,
  	"author_id" integer NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_live_questions_status" DEFAULT 'open' NOT NULL,
  	"vote_count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "live_question_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question_id" integer NOT NULL,
  	"voter_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discussion_posts_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar,
  	"replaced_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "discussion_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer,
  	"agenda_item_id" integer,
  	"document_id" integer,
  	"project_id" integer,
  	"author_id" integer,
  	"reply_to_id" integer,
  	"quotes_id" integer,
  	"body" varchar,
  	"status" "enum_discussion_posts_status" DEFAULT 'published',
  	"edited_at" timestamp(3) with time zone,
  	"helpful_count" numeric DEFAULT 0,
  	"plus_one_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discussion_reactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_discussion_reactions_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discussion_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"item_kind" "enum_discussion_subscriptions_item_kind" NOT NULL,
  	"item_id" numeric NOT NULL,
  	"following" boolean DEFAULT true NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discussion_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"reporter_id" integer,
  	"reason" varchar NOT NULL,
  	"handled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "notice_emails_discussion_mentions" "enum_users_notice_emails_discussion_mentions" DEFAULT 'email';
  ALTER TABLE "notifications" ADD COLUMN "discussion_post_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_question_votes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discussion_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discussion_reactions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discussion_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discussion_reports_id" integer;
  ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_question_votes" ADD CONSTRAINT "live_question_votes_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_question_votes" ADD CONSTRAINT "live_question_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts_history" ADD CONSTRAINT "discussion_posts_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."discussion_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_reply_to_id_discussion_posts_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."discussion_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_quotes_id_discussion_posts_id_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."discussion_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_reactions" ADD CONSTRAINT "discussion_reactions_post_id_discussion_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discussion_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_reactions" ADD CONSTRAINT "discussion_reactions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_subscriptions" ADD CONSTRAINT "discussion_subscriptions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_post_id_discussion_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discussion_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "live_questions_agenda_item_idx" ON "live_questions" USING btree ("agenda_item_id");
  CREATE INDEX "live_questions_author_idx" ON "live_questions" USING btree ("author_id");
  CREATE INDEX "live_questions_updated_at_idx" ON "live_questions" USING btree ("updated_at");
  CREATE INDEX "live_questions_created_at_idx" ON "live_questions" USING btree ("created_at");
  CREATE INDEX "live_question_votes_question_idx" ON "live_question_votes" USING btree ("question_id");
  CREATE INDEX "live_question_votes_voter_idx" ON "live_question_votes" USING btree ("voter_id");
  CREATE INDEX "live_question_votes_updated_at_idx" ON "live_question_votes" USING btree ("updated_at");
  CREATE INDEX "live_question_votes_created_at_idx" ON "live_question_votes" USING btree ("created_at");
  CREATE UNIQUE INDEX "question_voter_idx" ON "live_question_votes" USING btree ("question_id","voter_id");
  CREATE INDEX "discussion_posts_history_order_idx" ON "discussion_posts_history" USING btree ("_order");
  CREATE INDEX "discussion_posts_history_parent_id_idx" ON "discussion_posts_history" USING btree ("_parent_id");
  CREATE INDEX "discussion_posts_event_idx" ON "discussion_posts" USING btree ("event_id");
  CREATE INDEX "discussion_posts_agenda_item_idx" ON "discussion_posts" USING btree ("agenda_item_id");
  CREATE INDEX "discussion_posts_document_idx" ON "discussion_posts" USING btree ("document_id");
  CREATE INDEX "discussion_posts_project_idx" ON "discussion_posts" USING btree ("project_id");
  CREATE INDEX "discussion_posts_author_idx" ON "discussion_posts" USING btree ("author_id");
  CREATE INDEX "discussion_posts_reply_to_idx" ON "discussion_posts" USING btree ("reply_to_id");
  CREATE INDEX "discussion_posts_quotes_idx" ON "discussion_posts" USING btree ("quotes_id");
  CREATE INDEX "discussion_posts_status_idx" ON "discussion_posts" USING btree ("status");
  CREATE INDEX "discussion_posts_updated_at_idx" ON "discussion_posts" USING btree ("updated_at");
  CREATE INDEX "discussion_posts_created_at_idx" ON "discussion_posts" USING btree ("created_at");
  CREATE INDEX "event_createdAt_idx" ON "discussion_posts" USING btree ("event_id","created_at");
  CREATE INDEX "agendaItem_createdAt_idx" ON "discussion_posts" USING btree ("agenda_item_id","created_at");
  CREATE INDEX "document_createdAt_idx" ON "discussion_posts" USING btree ("document_id","created_at");
  CREATE INDEX "project_createdAt_idx" ON "discussion_posts" USING btree ("project_id","created_at");
  CREATE INDEX "discussion_reactions_post_idx" ON "discussion_reactions" USING btree ("post_id");
  CREATE INDEX "discussion_reactions_member_idx" ON "discussion_reactions" USING btree ("member_id");
  CREATE INDEX "discussion_reactions_updated_at_idx" ON "discussion_reactions" USING btree ("updated_at");
  CREATE INDEX "discussion_reactions_created_at_idx" ON "discussion_reactions" USING btree ("created_at");
  CREATE UNIQUE INDEX "post_member_kind_idx" ON "discussion_reactions" USING btree ("post_id","member_id","kind");
  CREATE INDEX "discussion_subscriptions_member_idx" ON "discussion_subscriptions" USING btree ("member_id");
  CREATE INDEX "discussion_subscriptions_updated_at_idx" ON "discussion_subscriptions" USING btree ("updated_at");
  CREATE INDEX "discussion_subscriptions_created_at_idx" ON "discussion_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_itemKind_itemId_idx" ON "discussion_subscriptions" USING btree ("member_id","item_kind","item_id");
  CREATE INDEX "discussion_reports_post_idx" ON "discussion_reports" USING btree ("post_id");
  CREATE INDEX "discussion_reports_reporter_idx" ON "discussion_reports" USING btree ("reporter_id");
  CREATE INDEX "discussion_reports_handled_at_idx" ON "discussion_reports" USING btree ("handled_at");
  CREATE INDEX "discussion_reports_updated_at_idx" ON "discussion_reports" USING btree ("updated_at");
  CREATE INDEX "discussion_reports_created_at_idx" ON "discussion_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "post_reporter_idx" ON "discussion_reports" USING btree ("post_id","reporter_id");
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_discussion_post_id_discussion_posts_id_fk" FOREIGN KEY ("discussion_post_id") REFERENCES "public"."discussion_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_questions_fk" FOREIGN KEY ("live_questions_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_question_votes_fk" FOREIGN KEY ("live_question_votes_id") REFERENCES "public"."live_question_votes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discussion_posts_fk" FOREIGN KEY ("discussion_posts_id") REFERENCES "public"."discussion_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discussion_reactions_fk" FOREIGN KEY ("discussion_reactions_id") REFERENCES "public"."discussion_reactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discussion_subscriptions_fk" FOREIGN KEY ("discussion_subscriptions_id") REFERENCES "public"."discussion_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discussion_reports_fk" FOREIGN KEY ("discussion_reports_id") REFERENCES "public"."discussion_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notifications_discussion_post_idx" ON "notifications" USING btree ("discussion_post_id");
  CREATE INDEX "payload_locked_documents_rels_live_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("live_questions_id");
  CREATE INDEX "payload_locked_documents_rels_live_question_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("live_question_votes_id");
  CREATE INDEX "payload_locked_documents_rels_discussion_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("discussion_posts_id");
  CREATE INDEX "payload_locked_documents_rels_discussion_reactions_id_idx" ON "payload_locked_documents_rels" USING btree ("discussion_reactions_id");
  CREATE INDEX "payload_locked_documents_rels_discussion_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("discussion_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_discussion_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("discussion_reports_id");`)
}

// The tables go first, with CASCADE taking the foreign keys that point at them; the notices of
// the kinds this adds go with the kinds.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "live_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_question_votes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discussion_posts_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discussion_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discussion_reactions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discussion_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discussion_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "live_questions" CASCADE;
  DROP TABLE "live_question_votes" CASCADE;
  DROP TABLE "discussion_posts_history" CASCADE;
  DROP TABLE "discussion_posts" CASCADE;
  DROP TABLE "discussion_reactions" CASCADE;
  DROP TABLE "discussion_subscriptions" CASCADE;
  DROP TABLE "discussion_reports" CASCADE;
  ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_discussion_post_id_discussion_posts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_live_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_live_question_votes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_discussion_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_discussion_reactions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_discussion_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_discussion_reports_fk";
  
  DELETE FROM "notifications" WHERE "kind"::text IN ('discussion-mention', 'discussion-warning');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_kind";
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('application-received', 'application-approved', 'application-rejected', 'invitation-accepted', 'schedule-changed', 'new-event', 'new-document', 'document-updated', 'contact-request', 'contact-accepted', 'membership-requested', 'membership-approved', 'membership-declined');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notifications_kind" USING "kind"::"public"."enum_notifications_kind";
  DROP INDEX "notifications_discussion_post_idx";
  DROP INDEX "payload_locked_documents_rels_live_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_live_question_votes_id_idx";
  DROP INDEX "payload_locked_documents_rels_discussion_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_discussion_reactions_id_idx";
  DROP INDEX "payload_locked_documents_rels_discussion_subscriptions_i_idx";
  DROP INDEX "payload_locked_documents_rels_discussion_reports_id_idx";
  ALTER TABLE "users" DROP COLUMN "notice_emails_discussion_mentions";
  ALTER TABLE "notifications" DROP COLUMN "discussion_post_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_question_votes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discussion_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discussion_reactions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discussion_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discussion_reports_id";
  DROP TYPE "public"."enum_live_questions_status";
  DROP TYPE "public"."enum_users_notice_emails_discussion_mentions";
  DROP TYPE "public"."enum_discussion_posts_status";
  DROP TYPE "public"."enum_discussion_reactions_kind";
  DROP TYPE "public"."enum_discussion_subscriptions_item_kind";`)
}
