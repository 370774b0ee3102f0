import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Notices e-mailed at once: the members' choice per kind (users.notice_emails_*) and the outbox's link to the notice. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_notice_emails_application_decisions" AS ENUM('email', 'site');
  CREATE TYPE "public"."enum_users_notice_emails_new_applications" AS ENUM('email', 'site');
  CREATE TYPE "public"."enum_users_notice_emails_accepted_invitations" AS ENUM('email', 'site');
  ALTER TYPE "public"."enum_email_outbox_kind" ADD VALUE 'notice';
  ALTER TABLE "users" ADD COLUMN "notice_emails_application_decisions" "enum_users_notice_emails_application_decisions" DEFAULT 'email';
  ALTER TABLE "users" ADD COLUMN "notice_emails_new_applications" "enum_users_notice_emails_new_applications" DEFAULT 'email';
  ALTER TABLE "users" ADD COLUMN "notice_emails_accepted_invitations" "enum_users_notice_emails_accepted_invitations" DEFAULT 'email';
  ALTER TABLE "email_outbox" ADD COLUMN "notice_id" integer;
  ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notice_id_notifications_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "email_outbox_notice_idx" ON "email_outbox" USING btree ("notice_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
 -- The older enum has no 'notice': those e-mails go with it.
  DELETE FROM "email_outbox" WHERE "kind" = 'notice';
  ALTER TABLE "email_outbox" DROP CONSTRAINT IF EXISTS "email_outbox_notice_id_notifications_id_fk";
  
  ALTER TABLE "email_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_outbox_kind";
  CREATE TYPE "public"."enum_email_outbox_kind" AS ENUM('event-reminder', 'agenda-item-reminder', 'schedule-change');
  ALTER TABLE "email_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_email_outbox_kind" USING "kind"::"public"."enum_email_outbox_kind";
  DROP INDEX "email_outbox_notice_idx";
  ALTER TABLE "users" DROP COLUMN "notice_emails_application_decisions";
  ALTER TABLE "users" DROP COLUMN "notice_emails_new_applications";
  ALTER TABLE "users" DROP COLUMN "notice_emails_accepted_invitations";
  ALTER TABLE "email_outbox" DROP COLUMN "notice_id";
  DROP TYPE "public"."enum_users_notice_emails_application_decisions";
  DROP TYPE "public"."enum_users_notice_emails_new_applications";
  DROP TYPE "public"."enum_users_notice_emails_accepted_invitations";`)
}
