import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_sessions_confirmed_with" AS ENUM('passkey', 'totp', 'recovery-code');
  CREATE TABLE "second_steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"totp_secret" varchar,
  	"totp_enabled_at" timestamp(3) with time zone,
  	"totp_last_step" numeric,
  	"recovery_codes" jsonb,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD COLUMN "confirmed_with" "enum_users_sessions_confirmed_with";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_steps_id" integer;
  ALTER TABLE "second_steps" ADD CONSTRAINT "second_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "second_steps_user_idx" ON "second_steps" USING btree ("user_id");
  CREATE INDEX "second_steps_updated_at_idx" ON "second_steps" USING btree ("updated_at");
  CREATE INDEX "second_steps_created_at_idx" ON "second_steps" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_steps_fk" FOREIGN KEY ("second_steps_id") REFERENCES "public"."second_steps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_second_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("second_steps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_steps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "second_steps" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_second_steps_fk";
  
  DROP INDEX "payload_locked_documents_rels_second_steps_id_idx";
  ALTER TABLE "users_sessions" DROP COLUMN "confirmed_with";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_steps_id";
  DROP TYPE "public"."enum_users_sessions_confirmed_with";`)
}
