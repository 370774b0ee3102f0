import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The About page's texts get an English and a German version like other content (issue 49,
 * item 10): its title, body and each core value's title and text move into `_locales` tables,
 * what was written so far becoming the English version; a value's picture stays one for both.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "about_page_values_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );

  CREATE TABLE "about_page_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"body_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );

  ALTER TABLE "about_page_values_locales" ADD CONSTRAINT "about_page_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "about_page_values_locales_locale_parent_id_unique" ON "about_page_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");

  INSERT INTO "about_page_values_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "about_page_values";
  INSERT INTO "about_page_locales" ("title", "body", "body_text", "_locale", "_parent_id") SELECT "title", "body", "body_text", 'en', "id" FROM "about_page";

  ALTER TABLE "about_page_values" DROP COLUMN "title";
  ALTER TABLE "about_page_values" DROP COLUMN "text";
  ALTER TABLE "about_page" DROP COLUMN "title";
  ALTER TABLE "about_page" DROP COLUMN "body";
  ALTER TABLE "about_page" DROP COLUMN "body_text";`)
}

/** Down: each row takes back its English version, else its German one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "about_page_values" ADD COLUMN "title" varchar;
  ALTER TABLE "about_page_values" ADD COLUMN "text" varchar;
  ALTER TABLE "about_page" ADD COLUMN "title" varchar;
  ALTER TABLE "about_page" ADD COLUMN "body" jsonb;
  ALTER TABLE "about_page" ADD COLUMN "body_text" varchar;

  UPDATE "about_page_values" v SET ("title", "text") = (SELECT l."title", l."text" FROM "about_page_values_locales" l
    WHERE l."_parent_id" = v."id" ORDER BY (l."_locale" = 'en') DESC LIMIT 1);
  UPDATE "about_page" p SET ("title", "body", "body_text") = (SELECT l."title", l."body", l."body_text" FROM "about_page_locales" l
    WHERE l."_parent_id" = p."id" ORDER BY (l."_locale" = 'en') DESC LIMIT 1);

  ALTER TABLE "about_page_values" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_values" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "title" SET NOT NULL;
  DROP TABLE "about_page_values_locales";
  DROP TABLE "about_page_locales";`)
}
