import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Whom events and documents are for (fields/audienceFields.ts): sectors and interests, in the rows and their versions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum_events_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum__events_v_version_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum__events_v_version_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum_documents_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum_documents_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TYPE "public"."enum__documents_v_version_sectors" AS ENUM('manufacturing', 'energy-utilities', 'oil-gas', 'chemical-petrochemical', 'water-treatment', 'food-beverage', 'pharmaceutical', 'automotive', 'mining', 'pulp-paper', 'transportation', 'building-automation', 'other');
  CREATE TYPE "public"."enum__documents_v_version_interests" AS ENUM('Education', 'Networking', 'Use Cases', 'Research');
  CREATE TABLE "events_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_documents_v_version_sectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__documents_v_version_sectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_documents_v_version_interests" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__documents_v_version_interests",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "events_sectors" ADD CONSTRAINT "events_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_interests" ADD CONSTRAINT "events_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_sectors" ADD CONSTRAINT "_events_v_version_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_interests" ADD CONSTRAINT "_events_v_version_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_sectors" ADD CONSTRAINT "documents_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_interests" ADD CONSTRAINT "documents_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_sectors" ADD CONSTRAINT "_documents_v_version_sectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_interests" ADD CONSTRAINT "_documents_v_version_interests_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_sectors_order_idx" ON "events_sectors" USING btree ("order");
  CREATE INDEX "events_sectors_parent_idx" ON "events_sectors" USING btree ("parent_id");
  CREATE INDEX "events_interests_order_idx" ON "events_interests" USING btree ("order");
  CREATE INDEX "events_interests_parent_idx" ON "events_interests" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_sectors_order_idx" ON "_events_v_version_sectors" USING btree ("order");
  CREATE INDEX "_events_v_version_sectors_parent_idx" ON "_events_v_version_sectors" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_interests_order_idx" ON "_events_v_version_interests" USING btree ("order");
  CREATE INDEX "_events_v_version_interests_parent_idx" ON "_events_v_version_interests" USING btree ("parent_id");
  CREATE INDEX "documents_sectors_order_idx" ON "documents_sectors" USING btree ("order");
  CREATE INDEX "documents_sectors_parent_idx" ON "documents_sectors" USING btree ("parent_id");
  CREATE INDEX "documents_interests_order_idx" ON "documents_interests" USING btree ("order");
  CREATE INDEX "documents_interests_parent_idx" ON "documents_interests" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_sectors_order_idx" ON "_documents_v_version_sectors" USING btree ("order");
  CREATE INDEX "_documents_v_version_sectors_parent_idx" ON "_documents_v_version_sectors" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_interests_order_idx" ON "_documents_v_version_interests" USING btree ("order");
  CREATE INDEX "_documents_v_version_interests_parent_idx" ON "_documents_v_version_interests" USING btree ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_sectors" CASCADE;
  DROP TABLE "events_interests" CASCADE;
  DROP TABLE "_events_v_version_sectors" CASCADE;
  DROP TABLE "_events_v_version_interests" CASCADE;
  DROP TABLE "documents_sectors" CASCADE;
  DROP TABLE "documents_interests" CASCADE;
  DROP TABLE "_documents_v_version_sectors" CASCADE;
  DROP TABLE "_documents_v_version_interests" CASCADE;
  DROP TYPE "public"."enum_events_sectors";
  DROP TYPE "public"."enum_events_interests";
  DROP TYPE "public"."enum__events_v_version_sectors";
  DROP TYPE "public"."enum__events_v_version_interests";
  DROP TYPE "public"."enum_documents_sectors";
  DROP TYPE "public"."enum_documents_interests";
  DROP TYPE "public"."enum__documents_v_version_sectors";
  DROP TYPE "public"."enum__documents_v_version_interests";`)
}
