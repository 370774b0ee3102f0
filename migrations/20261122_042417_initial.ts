import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_working_in" AS ENUM('IT', 'OT');
  CREATE TYPE "public"."enum_users_role" AS ENUM('community_user', 'admin', 'super_admin');
  CREATE TYPE "public"."enum_organizations_type" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  CREATE TYPE "public"."enum_invitations_suggested_working_in" AS ENUM('IT', 'OT');
  CREATE TYPE "public"."enum_invitations_status" AS ENUM('pending', 'sent', 'accepted', 'expired');
  CREATE TYPE "public"."enum_speakers_title" AS ENUM('Dr.', 'Prof. Dr.');
  CREATE TYPE "public"."enum_documents_language" AS ENUM('English', 'German', 'French', 'Spanish', 'Italian', 'Dutch');
  CREATE TYPE "public"."enum_survey_questions_question_type" AS ENUM('multiple_choice', 'text', 'rating', 'yes_no');
  CREATE TYPE "public"."enum_projects_state" AS ENUM('call_for_participation', 'running', 'closed');
  CREATE TYPE "public"."enum_projects_type" AS ENUM('Research', 'Open Source Code', 'Management', 'Innovation', 'Education', 'Consulting', 'Development');
  CREATE TYPE "public"."enum_project_members_role" AS ENUM('owner', 'contributor');
  CREATE TYPE "public"."enum_project_applications_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"job_role" varchar,
  	"working_in" "enum_users_working_in",
  	"organization_id" integer,
  	"interested_in_education" boolean DEFAULT false,
  	"interested_in_networking" boolean DEFAULT false,
  	"interested_in_use_cases" boolean DEFAULT false,
  	"interested_in_research" boolean DEFAULT false,
  	"role" "enum_users_role" DEFAULT 'community_user' NOT NULL,
  	"last_active_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "organizations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_organizations_type" DEFAULT 'vendor' NOT NULL,
  	"sector" varchar,
  	"logo_id" integer,
  	"user_editable" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"invited_by_id" integer NOT NULL,
  	"suggested_first_name" varchar,
  	"suggested_last_name" varchar,
  	"suggested_organization_id" integer,
  	"suggested_working_in" "enum_invitations_suggested_working_in",
  	"domains" varchar,
  	"status" "enum_invitations_status" DEFAULT 'pending' NOT NULL,
  	"invited_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"location" varchar,
  	"is_online" boolean DEFAULT false,
  	"sponsor" varchar,
  	"attendees" numeric,
  	"max_attendees" numeric,
  	"registration_required" boolean DEFAULT false,
  	"registration_link" varchar,
  	"additional_information" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agenda_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"start_time" timestamp(3) with time zone NOT NULL,
  	"end_time" timestamp(3) with time zone NOT NULL,
  	"room" varchar,
  	"speaker_name" varchar,
  	"track_color" varchar DEFAULT '#3B82F6' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "speakers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"title" "enum_speakers_title",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"job_role" varchar,
  	"company" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_event_dates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agenda_interests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"agenda_item_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"document_type" varchar NOT NULL,
  	"description" varchar,
  	"language" "enum_documents_language" DEFAULT 'English' NOT NULL,
  	"rank" numeric DEFAULT 0 NOT NULL,
  	"event_id" integer,
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
  
  CREATE TABLE "document_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"document_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "surveys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"is_active" boolean DEFAULT true,
  	"is_anonymous" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "survey_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"survey_id" integer NOT NULL,
  	"question_text" varchar NOT NULL,
  	"question_type" "enum_survey_questions_question_type" DEFAULT 'multiple_choice' NOT NULL,
  	"allow_multiple_answers" boolean DEFAULT false,
  	"order_index" numeric,
  	"is_required" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"survey_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"response_value" varchar NOT NULL,
  	"user_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"state" "enum_projects_state" DEFAULT 'call_for_participation' NOT NULL,
  	"type" "enum_projects_type" NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"title" varchar NOT NULL,
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
  
  CREATE TABLE "project_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"role" "enum_project_members_role" DEFAULT 'contributor' NOT NULL,
  	"added_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"message" varchar,
  	"status" "enum_project_applications_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"uploaded_by_id" integer,
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
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"organizations_id" integer,
  	"invitations_id" integer,
  	"events_id" integer,
  	"agenda_items_id" integer,
  	"speakers_id" integer,
  	"saved_event_dates_id" integer,
  	"agenda_interests_id" integer,
  	"documents_id" integer,
  	"document_downloads_id" integer,
  	"surveys_id" integer,
  	"survey_questions_id" integer,
  	"survey_responses_id" integer,
  	"projects_id" integer,
  	"project_documents_id" integer,
  	"project_members_id" integer,
  	"project_applications_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organizations" ADD CONSTRAINT "organizations_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_suggested_organization_id_organizations_id_fk" FOREIGN KEY ("suggested_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "speakers" ADD CONSTRAINT "speakers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "speakers" ADD CONSTRAINT "speakers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_event_dates" ADD CONSTRAINT "saved_event_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_event_dates" ADD CONSTRAINT "saved_event_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agenda_interests" ADD CONSTRAINT "agenda_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agenda_interests" ADD CONSTRAINT "agenda_interests_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveys" ADD CONSTRAINT "surveys_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_questions_options" ADD CONSTRAINT "survey_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_members" ADD CONSTRAINT "project_members_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitations_fk" FOREIGN KEY ("invitations_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agenda_items_fk" FOREIGN KEY ("agenda_items_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_speakers_fk" FOREIGN KEY ("speakers_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_event_dates_fk" FOREIGN KEY ("saved_event_dates_id") REFERENCES "public"."saved_event_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agenda_interests_fk" FOREIGN KEY ("agenda_interests_id") REFERENCES "public"."agenda_interests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_downloads_fk" FOREIGN KEY ("document_downloads_id") REFERENCES "public"."document_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_questions_fk" FOREIGN KEY ("survey_questions_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_responses_fk" FOREIGN KEY ("survey_responses_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_documents_fk" FOREIGN KEY ("project_documents_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_members_fk" FOREIGN KEY ("project_members_id") REFERENCES "public"."project_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_applications_fk" FOREIGN KEY ("project_applications_id") REFERENCES "public"."project_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_last_active_at_idx" ON "users" USING btree ("last_active_at");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");
  CREATE INDEX "organizations_type_idx" ON "organizations" USING btree ("type");
  CREATE INDEX "organizations_logo_idx" ON "organizations" USING btree ("logo_id");
  CREATE INDEX "organizations_updated_at_idx" ON "organizations" USING btree ("updated_at");
  CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at");
  CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");
  CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by_id");
  CREATE INDEX "invitations_suggested_organization_idx" ON "invitations" USING btree ("suggested_organization_id");
  CREATE INDEX "invitations_status_idx" ON "invitations" USING btree ("status");
  CREATE INDEX "invitations_expires_at_idx" ON "invitations" USING btree ("expires_at");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "invitedBy_email_idx" ON "invitations" USING btree ("invited_by_id","email");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_end_date_idx" ON "events" USING btree ("end_date");
  CREATE INDEX "events_is_online_idx" ON "events" USING btree ("is_online");
  CREATE INDEX "events_sponsor_idx" ON "events" USING btree ("sponsor");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "agenda_items_event_idx" ON "agenda_items" USING btree ("event_id");
  CREATE INDEX "agenda_items_start_time_idx" ON "agenda_items" USING btree ("start_time");
  CREATE INDEX "agenda_items_updated_at_idx" ON "agenda_items" USING btree ("updated_at");
  CREATE INDEX "agenda_items_created_at_idx" ON "agenda_items" USING btree ("created_at");
  CREATE INDEX "speakers_event_idx" ON "speakers" USING btree ("event_id");
  CREATE INDEX "speakers_image_idx" ON "speakers" USING btree ("image_id");
  CREATE INDEX "speakers_updated_at_idx" ON "speakers" USING btree ("updated_at");
  CREATE INDEX "speakers_created_at_idx" ON "speakers" USING btree ("created_at");
  CREATE INDEX "saved_event_dates_user_idx" ON "saved_event_dates" USING btree ("user_id");
  CREATE INDEX "saved_event_dates_event_idx" ON "saved_event_dates" USING btree ("event_id");
  CREATE INDEX "saved_event_dates_updated_at_idx" ON "saved_event_dates" USING btree ("updated_at");
  CREATE INDEX "saved_event_dates_created_at_idx" ON "saved_event_dates" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_event_idx" ON "saved_event_dates" USING btree ("user_id","event_id");
  CREATE INDEX "agenda_interests_user_idx" ON "agenda_interests" USING btree ("user_id");
  CREATE INDEX "agenda_interests_agenda_item_idx" ON "agenda_interests" USING btree ("agenda_item_id");
  CREATE INDEX "agenda_interests_updated_at_idx" ON "agenda_interests" USING btree ("updated_at");
  CREATE INDEX "agenda_interests_created_at_idx" ON "agenda_interests" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_agendaItem_idx" ON "agenda_interests" USING btree ("user_id","agenda_item_id");
  CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company");
  CREATE INDEX "documents_document_type_idx" ON "documents" USING btree ("document_type");
  CREATE INDEX "documents_language_idx" ON "documents" USING btree ("language");
  CREATE INDEX "documents_rank_idx" ON "documents" USING btree ("rank");
  CREATE INDEX "documents_event_idx" ON "documents" USING btree ("event_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "document_downloads_user_idx" ON "document_downloads" USING btree ("user_id");
  CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id");
  CREATE INDEX "document_downloads_updated_at_idx" ON "document_downloads" USING btree ("updated_at");
  CREATE INDEX "document_downloads_created_at_idx" ON "document_downloads" USING btree ("created_at");
  CREATE INDEX "surveys_image_idx" ON "surveys" USING btree ("image_id");
  CREATE INDEX "surveys_is_active_idx" ON "surveys" USING btree ("is_active");
  CREATE INDEX "surveys_updated_at_idx" ON "surveys" USING btree ("updated_at");
  CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at");
  CREATE INDEX "survey_questions_options_order_idx" ON "survey_questions_options" USING btree ("_order");
  CREATE INDEX "survey_questions_options_parent_id_idx" ON "survey_questions_options" USING btree ("_parent_id");
  CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id");
  CREATE INDEX "survey_questions_updated_at_idx" ON "survey_questions" USING btree ("updated_at");
  CREATE INDEX "survey_questions_created_at_idx" ON "survey_questions" USING btree ("created_at");
  CREATE INDEX "survey_orderIndex_idx" ON "survey_questions" USING btree ("survey_id","order_index");
  CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id");
  CREATE INDEX "survey_responses_question_idx" ON "survey_responses" USING btree ("question_id");
  CREATE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_id");
  CREATE INDEX "survey_responses_updated_at_idx" ON "survey_responses" USING btree ("updated_at");
  CREATE INDEX "survey_responses_created_at_idx" ON "survey_responses" USING btree ("created_at");
  CREATE UNIQUE INDEX "question_user_idx" ON "survey_responses" USING btree ("question_id","user_id");
  CREATE INDEX "projects_state_idx" ON "projects" USING btree ("state");
  CREATE INDEX "projects_type_idx" ON "projects" USING btree ("type");
  CREATE INDEX "projects_start_date_idx" ON "projects" USING btree ("start_date");
  CREATE INDEX "projects_image_idx" ON "projects" USING btree ("image_id");
  CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id");
  CREATE INDEX "project_documents_updated_at_idx" ON "project_documents" USING btree ("updated_at");
  CREATE INDEX "project_documents_created_at_idx" ON "project_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_documents_filename_idx" ON "project_documents" USING btree ("filename");
  CREATE INDEX "project_members_project_idx" ON "project_members" USING btree ("project_id");
  CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");
  CREATE INDEX "project_members_added_by_idx" ON "project_members" USING btree ("added_by_id");
  CREATE INDEX "project_members_updated_at_idx" ON "project_members" USING btree ("updated_at");
  CREATE INDEX "project_members_created_at_idx" ON "project_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_user_idx" ON "project_members" USING btree ("project_id","user_id");
  CREATE INDEX "project_applications_project_idx" ON "project_applications" USING btree ("project_id");
  CREATE INDEX "project_applications_user_idx" ON "project_applications" USING btree ("user_id");
  CREATE INDEX "project_applications_status_idx" ON "project_applications" USING btree ("status");
  CREATE INDEX "project_applications_updated_at_idx" ON "project_applications" USING btree ("updated_at");
  CREATE INDEX "project_applications_created_at_idx" ON "project_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_user_1_idx" ON "project_applications" USING btree ("project_id","user_id");
  CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_organizations_id_idx" ON "payload_locked_documents_rels" USING btree ("organizations_id");
  CREATE INDEX "payload_locked_documents_rels_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("invitations_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_agenda_items_id_idx" ON "payload_locked_documents_rels" USING btree ("agenda_items_id");
  CREATE INDEX "payload_locked_documents_rels_speakers_id_idx" ON "payload_locked_documents_rels" USING btree ("speakers_id");
  CREATE INDEX "payload_locked_documents_rels_saved_event_dates_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_event_dates_id");
  CREATE INDEX "payload_locked_documents_rels_agenda_interests_id_idx" ON "payload_locked_documents_rels" USING btree ("agenda_interests_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_document_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("document_downloads_id");
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_survey_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_questions_id");
  CREATE INDEX "payload_locked_documents_rels_survey_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_responses_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_project_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("project_documents_id");
  CREATE INDEX "payload_locked_documents_rels_project_members_id_idx" ON "payload_locked_documents_rels" USING btree ("project_members_id");
  CREATE INDEX "payload_locked_documents_rels_project_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("project_applications_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "organizations" CASCADE;
  DROP TABLE "invitations" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "agenda_items" CASCADE;
  DROP TABLE "speakers" CASCADE;
  DROP TABLE "saved_event_dates" CASCADE;
  DROP TABLE "agenda_interests" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "document_downloads" CASCADE;
  DROP TABLE "surveys" CASCADE;
  DROP TABLE "survey_questions_options" CASCADE;
  DROP TABLE "survey_questions" CASCADE;
  DROP TABLE "survey_responses" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "project_documents" CASCADE;
  DROP TABLE "project_members" CASCADE;
  DROP TABLE "project_applications" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_working_in";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_organizations_type";
  DROP TYPE "public"."enum_invitations_suggested_working_in";
  DROP TYPE "public"."enum_invitations_status";
  DROP TYPE "public"."enum_speakers_title";
  DROP TYPE "public"."enum_documents_language";
  DROP TYPE "public"."enum_survey_questions_question_type";
  DROP TYPE "public"."enum_projects_state";
  DROP TYPE "public"."enum_projects_type";
  DROP TYPE "public"."enum_project_members_role";
  DROP TYPE "public"."enum_project_applications_status";`)
}
