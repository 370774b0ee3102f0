import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Each bilingual table and the text whose versions it counts (hooks/shared/translationStatus.ts). */
const KEY_TEXTS: [table: string, column: string][] = [
  ['events', 'title'],
  ['speakers', 'bio_text'],
  ['agenda_items', 'title'],
  ['projects', 'title'],
  ['documents', 'title'],
  ['surveys', 'title'],
  ['survey_questions', 'question_text'],
]

/** The status of the rows there are, as recordTranslationStatus keeps it after each save. */
const statusOfExistingRows = ([table, column]: [string, string]) =>
  sql.raw(`UPDATE "${table}" t SET translation_status = CASE
      WHEN v.english AND NOT v.german THEN 'missingGerman' WHEN v.german AND NOT v.english THEN 'missingEnglish' ELSE 'complete' END::"enum_${table}_translation_status"
    FROM (SELECT t2.id, coalesce(bool_or(l._locale = 'en' AND l."${column}" IS NOT NULL), false) AS english,
                 coalesce(bool_or(l._locale = 'de' AND l."${column}" IS NOT NULL), false) AS german
          FROM "${table}" t2 LEFT JOIN "${table}_locales" l ON l._parent_id = t2.id GROUP BY t2.id) v
    WHERE v.id = t.id`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum__events_v_version_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum_speakers_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum_agenda_items_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum_projects_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum__projects_v_version_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum_documents_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum__documents_v_version_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum_surveys_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum__surveys_v_version_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  CREATE TYPE "public"."enum_survey_questions_translation_status" AS ENUM('complete', 'missingGerman', 'missingEnglish');
  ALTER TABLE "events" ADD COLUMN "translation_status" "enum_events_translation_status";
  ALTER TABLE "_events_v" ADD COLUMN "version_translation_status" "enum__events_v_version_translation_status";
  ALTER TABLE "speakers" ADD COLUMN "translation_status" "enum_speakers_translation_status";
  ALTER TABLE "agenda_items" ADD COLUMN "translation_status" "enum_agenda_items_translation_status";
  ALTER TABLE "projects" ADD COLUMN "translation_status" "enum_projects_translation_status";
  ALTER TABLE "_projects_v" ADD COLUMN "version_translation_status" "enum__projects_v_version_translation_status";
  ALTER TABLE "documents" ADD COLUMN "translation_status" "enum_documents_translation_status";
  ALTER TABLE "_documents_v" ADD COLUMN "version_translation_status" "enum__documents_v_version_translation_status";
  ALTER TABLE "surveys" ADD COLUMN "translation_status" "enum_surveys_translation_status";
  ALTER TABLE "_surveys_v" ADD COLUMN "version_translation_status" "enum__surveys_v_version_translation_status";
  ALTER TABLE "survey_questions" ADD COLUMN "translation_status" "enum_survey_questions_translation_status";
  CREATE INDEX "events_translation_status_idx" ON "events" USING btree ("translation_status");
  CREATE INDEX "_events_v_version_version_translation_status_idx" ON "_events_v" USING btree ("version_translation_status");
  CREATE INDEX "speakers_translation_status_idx" ON "speakers" USING btree ("translation_status");
  CREATE INDEX "agenda_items_translation_status_idx" ON "agenda_items" USING btree ("translation_status");
  CREATE INDEX "projects_translation_status_idx" ON "projects" USING btree ("translation_status");
  CREATE INDEX "_projects_v_version_version_translation_status_idx" ON "_projects_v" USING btree ("version_translation_status");
  CREATE INDEX "documents_translation_status_idx" ON "documents" USING btree ("translation_status");
  CREATE INDEX "_documents_v_version_version_translation_status_idx" ON "_documents_v" USING btree ("version_translation_status");
  CREATE INDEX "surveys_translation_status_idx" ON "surveys" USING btree ("translation_status");
  CREATE INDEX "_surveys_v_version_version_translation_status_idx" ON "_surveys_v" USING btree ("version_translation_status");
  CREATE INDEX "survey_questions_translation_status_idx" ON "survey_questions" USING btree ("translation_status");`)
  for (const keyText of KEY_TEXTS) await db.execute(statusOfExistingRows(keyText))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "events_translation_status_idx";
  DROP INDEX "_events_v_version_version_translation_status_idx";
  DROP INDEX "speakers_translation_status_idx";
  DROP INDEX "agenda_items_translation_status_idx";
  DROP INDEX "projects_translation_status_idx";
  DROP INDEX "_projects_v_version_version_translation_status_idx";
  DROP INDEX "documents_translation_status_idx";
  DROP INDEX "_documents_v_version_version_translation_status_idx";
  DROP INDEX "surveys_translation_status_idx";
  DROP INDEX "_surveys_v_version_version_translation_status_idx";
  DROP INDEX "survey_questions_translation_status_idx";
  ALTER TABLE "events" DROP COLUMN "translation_status";
  ALTER TABLE "_events_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "speakers" DROP COLUMN "translation_status";
  ALTER TABLE "agenda_items" DROP COLUMN "translation_status";
  ALTER TABLE "projects" DROP COLUMN "translation_status";
  ALTER TABLE "_projects_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "documents" DROP COLUMN "translation_status";
  ALTER TABLE "_documents_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "surveys" DROP COLUMN "translation_status";
  ALTER TABLE "_surveys_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "survey_questions" DROP COLUMN "translation_status";
  DROP TYPE "public"."enum_events_translation_status";
  DROP TYPE "public"."enum__events_v_version_translation_status";
  DROP TYPE "public"."enum_speakers_translation_status";
  DROP TYPE "public"."enum_agenda_items_translation_status";
  DROP TYPE "public"."enum_projects_translation_status";
  DROP TYPE "public"."enum__projects_v_version_translation_status";
  DROP TYPE "public"."enum_documents_translation_status";
  DROP TYPE "public"."enum__documents_v_version_translation_status";
  DROP TYPE "public"."enum_surveys_translation_status";
  DROP TYPE "public"."enum__surveys_v_version_translation_status";
  DROP TYPE "public"."enum_survey_questions_translation_status";`)
}
