import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 43, items 1 and 6: membership is proven, affiliation only shown; answers keep the
 * organization they were given in.
 *
 * Existing links (docs/decisions.md): `users.organization` stays a membership where it is
 * confirmed: the address is verified and at a verified domain of that organization, or an admin
 * confirmed it (the member is its organization admin, a role only admins grant besides creating
 * the organization, or an admin of the site). Every other link becomes the member's affiliation
 * and a pending membership request the organization's admins decide. Everyone's affiliation
 * starts as their organization. The demo seed sets its memberships itself (src/seed/members.ts).
 * Existing survey answers are stamped with their respondent's membership after that.
 * The new table notifies member state like the other member-owned rows
 * (migrations/20261125_063000_member_state_notify.ts): a request changes the member's profile.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_membership_requests_status" AS ENUM('pending', 'approved', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_survey_responses_organization_type" AS ENUM('vendor', 'industry', 'academia', 'government', 'non-profit');
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'membership-requested';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'membership-approved';
  ALTER TYPE "public"."enum_notifications_kind" ADD VALUE 'membership-declined';
  CREATE TABLE "membership_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"organization_id" integer NOT NULL,
  	"status" "enum_membership_requests_status" DEFAULT 'pending' NOT NULL,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "affiliation_id" integer;
  ALTER TABLE "survey_responses" ADD COLUMN "organization_id" integer;
  ALTER TABLE "survey_responses" ADD COLUMN "organization_sector" varchar;
  ALTER TABLE "survey_responses" ADD COLUMN "organization_type" "enum_survey_responses_organization_type";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membership_requests_id" integer;
  ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "membership_requests_user_idx" ON "membership_requests" USING btree ("user_id");
  CREATE INDEX "membership_requests_organization_idx" ON "membership_requests" USING btree ("organization_id");
  CREATE INDEX "membership_requests_status_idx" ON "membership_requests" USING btree ("status");
  CREATE INDEX "membership_requests_decided_by_idx" ON "membership_requests" USING btree ("decided_by_id");
  CREATE INDEX "membership_requests_updated_at_idx" ON "membership_requests" USING btree ("updated_at");
  CREATE INDEX "membership_requests_created_at_idx" ON "membership_requests" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_affiliation_id_organizations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membership_requests_fk" FOREIGN KEY ("membership_requests_id") REFERENCES "public"."membership_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_affiliation_idx" ON "users" USING btree ("affiliation_id");
  CREATE INDEX "survey_responses_organization_idx" ON "survey_responses" USING btree ("organization_id");
  CREATE INDEX "survey_responses_organization_sector_idx" ON "survey_responses" USING btree ("organization_sector");
  CREATE INDEX "survey_responses_organization_type_idx" ON "survey_responses" USING btree ("organization_type");
  CREATE INDEX "payload_locked_documents_rels_membership_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("membership_requests_id");`)

  await db.execute(sql`
  UPDATE "users" SET "affiliation_id" = "organization_id" WHERE "organization_id" IS NOT NULL;

  WITH unconfirmed AS (
    SELECT u.id, u.organization_id FROM "users" u
    WHERE u.organization_id IS NOT NULL
      AND u.role::text NOT IN ('admin', 'super_admin')
      AND u.organization_admin IS NOT TRUE
      AND NOT (u._verified IS DISTINCT FROM false AND EXISTS (
        SELECT 1 FROM "organization_domains" d
        WHERE d.organization_id = u.organization_id AND d.status = 'verified'
          AND d.domain = lower(substring(u.email FROM '@([^@]*)$'))))
  ), requested AS (
    INSERT INTO "membership_requests" ("user_id", "organization_id", "status")
    SELECT id, organization_id, 'pending' FROM unconfirmed
    RETURNING "user_id"
  )
  UPDATE "users" SET "organization_id" = NULL, "organization_admin" = false
  WHERE id IN (SELECT "user_id" FROM requested);

  UPDATE "survey_responses" r
  SET "organization_id" = o.id, "organization_sector" = o.sector, "organization_type" = o.type::text::"enum_survey_responses_organization_type"
  FROM "users" u JOIN "organizations" o ON o.id = u.organization_id
  WHERE u.id = r.user_id;

  CREATE TRIGGER "membership_requests_member_state_insert" AFTER INSERT ON "membership_requests" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('user_id');
  CREATE TRIGGER "membership_requests_member_state_update" AFTER UPDATE ON "membership_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('user_id');
  CREATE TRIGGER "membership_requests_member_state_delete" AFTER DELETE ON "membership_requests" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('user_id');`)
}

/** Back: approved and pending requests' members are members again (the affiliation goes with its column). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "users" u SET "organization_id" = m.organization_id
  FROM "membership_requests" m WHERE m.user_id = u.id AND m.status = 'pending' AND u.organization_id IS NULL;
  DELETE FROM "notifications" WHERE "kind"::text LIKE 'membership-%';
   ALTER TABLE "membership_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "membership_requests" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_affiliation_id_organizations_id_fk";
  
  ALTER TABLE "survey_responses" DROP CONSTRAINT IF EXISTS "survey_responses_organization_id_organizations_id_fk";
  
  -- Dropped already with the table (CASCADE): only where it was left.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_membership_requests_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_kind";
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('application-received', 'application-approved', 'application-rejected', 'invitation-accepted', 'schedule-changed', 'new-event', 'new-document', 'document-updated', 'contact-request', 'contact-accepted');
  ALTER TABLE "notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notifications_kind" USING "kind"::"public"."enum_notifications_kind";
  DROP INDEX "users_affiliation_idx";
  DROP INDEX "survey_responses_organization_idx";
  DROP INDEX "survey_responses_organization_sector_idx";
  DROP INDEX "survey_responses_organization_type_idx";
  DROP INDEX "payload_locked_documents_rels_membership_requests_id_idx";
  ALTER TABLE "users" DROP COLUMN "affiliation_id";
  ALTER TABLE "survey_responses" DROP COLUMN "organization_id";
  ALTER TABLE "survey_responses" DROP COLUMN "organization_sector";
  ALTER TABLE "survey_responses" DROP COLUMN "organization_type";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membership_requests_id";
  DROP TYPE "public"."enum_membership_requests_status";
  DROP TYPE "public"."enum_survey_responses_organization_type";`)
}
