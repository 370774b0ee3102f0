import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


/** The columns that moved into a `<table>_locales` table (one row per language). */
type Moved = { table: string; columns: string[] }
const MOVED: Moved[] = [
  { table: 'events', columns: ['title', 'description', 'description_text', 'additional_information', 'additional_information_text'] },
  {
    table: '_events_v',
    columns: ['version_title', 'version_description', 'version_description_text', 'version_additional_information', 'version_additional_information_text'],
  },
  { table: 'speakers', columns: ['bio', 'bio_text'] },
  { table: 'agenda_items', columns: ['title', 'description', 'description_text'] },
  { table: 'projects', columns: ['title', 'description', 'description_text'] },
  { table: '_projects_v', columns: ['version_title', 'version_description', 'version_description_text'] },
  { table: 'documents', columns: ['title', 'description', 'description_text'] },
  { table: '_documents_v', columns: ['version_title', 'version_description', 'version_description_text'] },
  { table: 'surveys', columns: ['title', 'description', 'description_text'] },
  { table: '_surveys_v', columns: ['version_title', 'version_description', 'version_description_text'] },
  { table: 'survey_questions', columns: ['question_text'] },
  { table: 'survey_questions_options', columns: ['label'] },
]
const list = (columns: string[], prefix = '') => columns.map((column) => `${prefix}"${column}"`).join(', ')

const copyIntoEnglish = ({ table, columns }: Moved) =>
  sql.raw(`INSERT INTO "${table}_locales" (${list(columns)}, "_locale", "_parent_id") SELECT ${list(columns)}, 'en', "id" FROM "${table}"`)

/** Down: each row takes back its English version, else its German one. */
const copyBackFromLocales = ({ table, columns }: Moved) =>
  sql.raw(`UPDATE "${table}" t SET (${list(columns)}) = (SELECT ${list(columns, 'l.')} FROM "${table}_locales" l
    WHERE l."_parent_id" = t."id" ORDER BY (l."_locale" = 'en') DESC LIMIT 1)`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__surveys_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description_text" varchar,
  	"additional_information" jsonb,
  	"additional_information_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"version_additional_information" jsonb,
  	"version_additional_information_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "speakers_locales" (
  	"bio" jsonb,
  	"bio_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "agenda_items_locales" (
  	"title" varchar NOT NULL,
  	"description" jsonb,
  	"description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "surveys_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_surveys_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "survey_questions_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "survey_questions_locales" (
  	"question_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_events_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "published_locale" "enum__events_v_published_locale";
  ALTER TABLE "_projects_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "published_locale" "enum__projects_v_published_locale";
  ALTER TABLE "_documents_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_documents_v" ADD COLUMN "published_locale" "enum__documents_v_published_locale";
  ALTER TABLE "_surveys_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_surveys_v" ADD COLUMN "published_locale" "enum__surveys_v_published_locale";
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "speakers_locales" ADD CONSTRAINT "speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "agenda_items_locales" ADD CONSTRAINT "agenda_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_locales" ADD CONSTRAINT "surveys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_locales" ADD CONSTRAINT "_surveys_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_questions_options_locales" ADD CONSTRAINT "survey_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_questions_locales" ADD CONSTRAINT "survey_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "speakers_locales_locale_parent_id_unique" ON "speakers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "agenda_items_locales_locale_parent_id_unique" ON "agenda_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "surveys_locales_locale_parent_id_unique" ON "surveys_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_surveys_v_locales_locale_parent_id_unique" ON "_surveys_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "survey_questions_options_locales_locale_parent_id_unique" ON "survey_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "survey_questions_locales_locale_parent_id_unique" ON "survey_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_surveys_v_snapshot_idx" ON "_surveys_v" USING btree ("snapshot");
  CREATE INDEX "_surveys_v_published_locale_idx" ON "_surveys_v" USING btree ("published_locale");`)
  // Every value written so far becomes the English version (the site had only English).
  for (const moved of MOVED) await db.execute(copyIntoEnglish(moved))
  await db.execute(sql`
  ALTER TABLE "events" DROP COLUMN "title";
  ALTER TABLE "events" DROP COLUMN "description";
  ALTER TABLE "events" DROP COLUMN "description_text";
  ALTER TABLE "events" DROP COLUMN "additional_information";
  ALTER TABLE "events" DROP COLUMN "additional_information_text";
  ALTER TABLE "_events_v" DROP COLUMN "version_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_description";
  ALTER TABLE "_events_v" DROP COLUMN "version_description_text";
  ALTER TABLE "_events_v" DROP COLUMN "version_additional_information";
  ALTER TABLE "_events_v" DROP COLUMN "version_additional_information_text";
  ALTER TABLE "speakers" DROP COLUMN "bio";
  ALTER TABLE "speakers" DROP COLUMN "bio_text";
  ALTER TABLE "agenda_items" DROP COLUMN "title";
  ALTER TABLE "agenda_items" DROP COLUMN "description";
  ALTER TABLE "agenda_items" DROP COLUMN "description_text";
  ALTER TABLE "projects" DROP COLUMN "title";
  ALTER TABLE "projects" DROP COLUMN "description";
  ALTER TABLE "projects" DROP COLUMN "description_text";
  ALTER TABLE "_projects_v" DROP COLUMN "version_title";
  ALTER TABLE "_projects_v" DROP COLUMN "version_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_description_text";
  ALTER TABLE "documents" DROP COLUMN "title";
  ALTER TABLE "documents" DROP COLUMN "description";
  ALTER TABLE "documents" DROP COLUMN "description_text";
  ALTER TABLE "_documents_v" DROP COLUMN "version_title";
  ALTER TABLE "_documents_v" DROP COLUMN "version_description";
  ALTER TABLE "_documents_v" DROP COLUMN "version_description_text";
  ALTER TABLE "surveys" DROP COLUMN "title";
  ALTER TABLE "surveys" DROP COLUMN "description";
  ALTER TABLE "surveys" DROP COLUMN "description_text";
  ALTER TABLE "_surveys_v" DROP COLUMN "version_title";
  ALTER TABLE "_surveys_v" DROP COLUMN "version_description";
  ALTER TABLE "_surveys_v" DROP COLUMN "version_description_text";
  ALTER TABLE "survey_questions_options" DROP COLUMN "label";
  ALTER TABLE "survey_questions" DROP COLUMN "question_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "events" ADD COLUMN "title" varchar;
  ALTER TABLE "events" ADD COLUMN "description" jsonb;
  ALTER TABLE "events" ADD COLUMN "description_text" varchar;
  ALTER TABLE "events" ADD COLUMN "additional_information" jsonb;
  ALTER TABLE "events" ADD COLUMN "additional_information_text" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_events_v" ADD COLUMN "version_description_text" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_additional_information" jsonb;
  ALTER TABLE "_events_v" ADD COLUMN "version_additional_information_text" varchar;
  ALTER TABLE "speakers" ADD COLUMN "bio" jsonb;
  ALTER TABLE "speakers" ADD COLUMN "bio_text" varchar;
  ALTER TABLE "agenda_items" ADD COLUMN "title" varchar;
  ALTER TABLE "agenda_items" ADD COLUMN "description" jsonb;
  ALTER TABLE "agenda_items" ADD COLUMN "description_text" varchar;
  ALTER TABLE "projects" ADD COLUMN "title" varchar;
  ALTER TABLE "projects" ADD COLUMN "description" jsonb;
  ALTER TABLE "projects" ADD COLUMN "description_text" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_description_text" varchar;
  ALTER TABLE "documents" ADD COLUMN "title" varchar;
  ALTER TABLE "documents" ADD COLUMN "description" jsonb;
  ALTER TABLE "documents" ADD COLUMN "description_text" varchar;
  ALTER TABLE "_documents_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_documents_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_documents_v" ADD COLUMN "version_description_text" varchar;
  ALTER TABLE "surveys" ADD COLUMN "title" varchar;
  ALTER TABLE "surveys" ADD COLUMN "description" jsonb;
  ALTER TABLE "surveys" ADD COLUMN "description_text" varchar;
  ALTER TABLE "_surveys_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_surveys_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_surveys_v" ADD COLUMN "version_description_text" varchar;
  ALTER TABLE "survey_questions_options" ADD COLUMN "label" varchar;
  ALTER TABLE "survey_questions" ADD COLUMN "question_text" varchar;`)
  for (const moved of MOVED) await db.execute(copyBackFromLocales(moved))
  await db.execute(sql`
  ALTER TABLE "agenda_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "survey_questions" ALTER COLUMN "question_text" SET NOT NULL;
ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "speakers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agenda_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_questions_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "speakers_locales" CASCADE;
  DROP TABLE "agenda_items_locales" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "surveys_locales" CASCADE;
  DROP TABLE "_surveys_v_locales" CASCADE;
  DROP TABLE "survey_questions_options_locales" CASCADE;
  DROP TABLE "survey_questions_locales" CASCADE;
  DROP INDEX "_events_v_snapshot_idx";
  DROP INDEX "_events_v_published_locale_idx";
  DROP INDEX "_projects_v_snapshot_idx";
  DROP INDEX "_projects_v_published_locale_idx";
  DROP INDEX "_documents_v_snapshot_idx";
  DROP INDEX "_documents_v_published_locale_idx";
  DROP INDEX "_surveys_v_snapshot_idx";
  DROP INDEX "_surveys_v_published_locale_idx";
  ALTER TABLE "_events_v" DROP COLUMN "snapshot";
  ALTER TABLE "_events_v" DROP COLUMN "published_locale";
  ALTER TABLE "_projects_v" DROP COLUMN "snapshot";
  ALTER TABLE "_projects_v" DROP COLUMN "published_locale";
  ALTER TABLE "_documents_v" DROP COLUMN "snapshot";
  ALTER TABLE "_documents_v" DROP COLUMN "published_locale";
  ALTER TABLE "_surveys_v" DROP COLUMN "snapshot";
  ALTER TABLE "_surveys_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum__surveys_v_published_locale";`)
}
