import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Organizations' e-mail domains (admin-set) and creator. Existing organizations get no creator:
// nothing recorded who made them, and guessing (say, the first member) could hand editing to
// whoever joined first. Until an admin sets a creator or domains, only admins edit them.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "organizations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "organizations" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "organizations_texts" ADD CONSTRAINT "organizations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "organizations_texts_order_parent" ON "organizations_texts" USING btree ("order","parent_id");
  ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "organizations_created_by_idx" ON "organizations" USING btree ("created_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "organizations_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organizations_texts" CASCADE;
  ALTER TABLE "organizations" DROP CONSTRAINT IF EXISTS "organizations_created_by_id_users_id_fk";
  
  DROP INDEX "organizations_created_by_idx";
  ALTER TABLE "organizations" DROP COLUMN "created_by_id";`)
}
