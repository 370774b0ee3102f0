import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_organization_domains_status" AS ENUM('unconfirmed', 'confirmed', 'verified');
  CREATE TABLE "organization_domains" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"domain" varchar NOT NULL,
  	"status" "enum_organization_domains_status" DEFAULT 'unconfirmed' NOT NULL,
  	"confirmation_address" varchar,
  	"requested_by_id" integer,
  	"confirmation_key_hash" varchar,
  	"confirmation_expires_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"approved_by_id" integer,
  	"approved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "organization_admin" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organization_domains_id" integer;
  ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "organization_domains_organization_idx" ON "organization_domains" USING btree ("organization_id");
  CREATE UNIQUE INDEX "organization_domains_domain_idx" ON "organization_domains" USING btree ("domain");
  CREATE INDEX "organization_domains_status_idx" ON "organization_domains" USING btree ("status");
  CREATE INDEX "organization_domains_requested_by_idx" ON "organization_domains" USING btree ("requested_by_id");
  CREATE INDEX "organization_domains_confirmation_key_hash_idx" ON "organization_domains" USING btree ("confirmation_key_hash");
  CREATE INDEX "organization_domains_approved_by_idx" ON "organization_domains" USING btree ("approved_by_id");
  CREATE INDEX "organization_domains_updated_at_idx" ON "organization_domains" USING btree ("updated_at");
  CREATE INDEX "organization_domains_created_at_idx" ON "organization_domains" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organization_domains_fk" FOREIGN KEY ("organization_domains_id") REFERENCES "public"."organization_domains"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_organization_domains_id_idx" ON "payload_locked_documents_rels" USING btree ("organization_domains_id");`)
  // The domains admins set on organizations (the interim editing rule) become verified domains,
  // approved when they were set; a domain on two organizations stays with the first.
  await db.execute(sql`
  INSERT INTO "organization_domains" ("organization_id", "domain", "status", "approved_at")
  SELECT "parent_id", lower("text"), 'verified', now() FROM "organizations_texts"
  WHERE "path" = 'domains' AND "text" IS NOT NULL ORDER BY "parent_id", "order"
  ON CONFLICT ("domain") DO NOTHING;
  ALTER TABLE "organizations_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organizations_texts" CASCADE;`)
  // Today's creators of organizations, while still members of them, become their first admins.
  await db.execute(sql`
  UPDATE "users" SET "organization_admin" = true FROM "organizations"
  WHERE "organizations"."created_by_id" = "users"."id" AND "users"."organization_id" = "organizations"."id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "organizations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "organization_domains" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organization_domains" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_organization_domains_fk";
  
  DROP INDEX "payload_locked_documents_rels_organization_domains_id_idx";
  ALTER TABLE "organizations_texts" ADD CONSTRAINT "organizations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "organizations_texts_order_parent" ON "organizations_texts" USING btree ("order","parent_id");
  ALTER TABLE "users" DROP COLUMN "organization_admin";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organization_domains_id";
  DROP TYPE "public"."enum_organization_domains_status";`)
}
