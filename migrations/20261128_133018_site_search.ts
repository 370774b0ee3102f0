import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 22, items 4 and 5: words inside library documents (collections/DocumentTexts.ts) and the
 * site-wide search. What Payload cannot express is raw SQL below: one row per searchable item in
 * search_entries (titles and a bounded excerpt in both languages, their words as a tsvector in the
 * 'english' and 'german' configurations, and for documents the words inside the file in a column
 * of their own, which only members search), kept current by triggers on the content's tables and
 * their _locales, with GIN indexes. Who may find which entry is decided at query time, in one
 * place: src/lib/content/search/searchSite.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_document_texts_status" AS ENUM('pending', 'extracted', 'unreadable');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'extractDocumentText' BEFORE 'recordActivitySnapshot';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'extractMissingDocumentTexts' BEFORE 'recordActivitySnapshot';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'extractDocumentText' BEFORE 'recordActivitySnapshot';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'extractMissingDocumentTexts' BEFORE 'recordActivitySnapshot';
  CREATE TABLE "document_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer NOT NULL,
  	"status" "enum_document_texts_status" DEFAULT 'pending' NOT NULL,
  	"source" varchar,
  	"problem" varchar,
  	"extracted_at" timestamp(3) with time zone,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_texts_id" integer;
  ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "document_texts_document_idx" ON "document_texts" USING btree ("document_id");
  CREATE INDEX "document_texts_status_idx" ON "document_texts" USING btree ("status");
  CREATE INDEX "document_texts_updated_at_idx" ON "document_texts" USING btree ("updated_at");
  CREATE INDEX "document_texts_created_at_idx" ON "document_texts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_texts_fk" FOREIGN KEY ("document_texts_id") REFERENCES "public"."document_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_document_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("document_texts_id");`)
  await db.execute(sql.raw(SEARCH_UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(SEARCH_DOWN))
  await db.execute(sql`
   ALTER TABLE "document_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "document_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_document_texts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'recordActivitySnapshot', 'pruneAuditTrail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMemberNotifications', 'pruneNotificationHistory', 'renderEventShareImage', 'drawMissingShareImages', 'recordActivitySnapshot', 'pruneAuditTrail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_document_texts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_texts_id";
  DROP TYPE "public"."enum_document_texts_status";`)
}

/** Which tables feed which kind of entry, and the column that holds the item's id. */
const FOLLOWED: [table: string, kind: string, idColumn: string][] = [
  ['events', 'event', 'id'],
  ['events_locales', 'event', '_parent_id'],
  ['agenda_items', 'agenda-item', 'id'],
  ['agenda_items_locales', 'agenda-item', '_parent_id'],
  ['speakers', 'speaker', 'id'],
  ['speakers_locales', 'speaker', '_parent_id'],
  ['documents', 'document', 'id'],
  ['documents_locales', 'document', '_parent_id'],
  ['projects', 'project', 'id'],
  ['projects_locales', 'project', '_parent_id'],
  ['surveys', 'survey', 'id'],
  ['surveys_locales', 'survey', '_parent_id'],
  ['organizations', 'organization', 'id'],
]

const SEARCH_UP = `
CREATE TABLE "search_entries" (
  "kind" text NOT NULL,
  "item_id" integer NOT NULL,
  "title_en" text,
  "title_de" text,
  -- The first 600 characters of the description (bio), shown with its matches highlighted.
  "excerpt_en" text,
  "excerpt_de" text,
  -- Titles (weight A) and texts (B) in both configurations.
  "words" tsvector NOT NULL,
  -- Documents only: the words inside the file, for members (null until extracted).
  "body" tsvector,
  "body_excerpt" text,
  PRIMARY KEY ("kind", "item_id")
);
CREATE INDEX "search_entries_words_idx" ON "search_entries" USING gin ("words");
CREATE INDEX "search_entries_body_idx" ON "search_entries" USING gin ("body");

CREATE FUNCTION search_words(titles text, texts text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(titles, '')), 'A') || setweight(to_tsvector('german', coalesce(titles, '')), 'A')
      || setweight(to_tsvector('english', coalesce(texts, '')), 'B') || setweight(to_tsvector('german', coalesce(texts, '')), 'B')
$$;

CREATE FUNCTION search_store(p_kind text, p_id integer, p_title_en text, p_title_de text, p_text_en text, p_text_de text, p_extra text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_entries (kind, item_id, title_en, title_de, excerpt_en, excerpt_de, words)
  VALUES (p_kind, p_id, p_title_en, p_title_de, nullif(left(p_text_en, 600), ''), nullif(left(p_text_de, 600), ''),
    search_words(concat_ws(' ', p_title_en, nullif(p_title_de, p_title_en)),
                 left(concat_ws(' ', p_text_en, nullif(p_text_de, p_text_en), p_extra), 20000)))
  ON CONFLICT (kind, item_id) DO UPDATE SET title_en = EXCLUDED.title_en, title_de = EXCLUDED.title_de,
    excerpt_en = EXCLUDED.excerpt_en, excerpt_de = EXCLUDED.excerpt_de, words = EXCLUDED.words
$$;

-- One item's entry, from its rows as they are now; gone with the item.
CREATE FUNCTION search_refresh(p_kind text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_id IS NULL THEN RETURN; END IF;
  IF p_kind = 'event' THEN
    PERFORM search_store('event', x.id, en.title, de.title,
      concat_ws(' ', en.description_text, en.additional_information_text), concat_ws(' ', de.description_text, de.additional_information_text),
      concat_ws(' ', x.location, x.sponsor))
    FROM events x LEFT JOIN events_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN events_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'agenda-item' THEN
    PERFORM search_store('agenda-item', x.id, en.title, de.title, en.description_text, de.description_text,
      concat_ws(' ', x.room, x.speaker_name))
    FROM agenda_items x LEFT JOIN agenda_items_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN agenda_items_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'speaker' THEN
    PERFORM search_store('speaker', x.id, coalesce(x.full_name, concat_ws(' ', x.first_name, x.last_name)), NULL, en.bio_text, de.bio_text,
      concat_ws(' ', x.title, x.job_role, x.company))
    FROM speakers x LEFT JOIN speakers_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN speakers_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'document' THEN
    PERFORM search_store('document', x.id, en.title, de.title, en.description_text, de.description_text,
      concat_ws(' ', x.company, x.document_type, x.language))
    FROM documents x LEFT JOIN documents_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN documents_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'project' THEN
    PERFORM search_store('project', x.id, en.title, de.title, en.description_text, de.description_text, NULL)
    FROM projects x LEFT JOIN projects_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN projects_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'survey' THEN
    PERFORM search_store('survey', x.id, en.title, de.title, en.description_text, de.description_text, NULL)
    FROM surveys x LEFT JOIN surveys_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN surveys_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'organization' THEN
    PERFORM search_store('organization', x.id, x.name, NULL, NULL, NULL, concat_ws(' ', x.type::text, x.sector::text))
    FROM organizations x WHERE x.id = p_id;
  ELSE
    RAISE EXCEPTION 'search_refresh: unknown kind %', p_kind;
  END IF;
  IF NOT FOUND THEN DELETE FROM search_entries WHERE kind = p_kind AND item_id = p_id; END IF;
  -- A new entry of a document takes the words of its file, when they were read before it.
  IF p_kind = 'document' THEN
    UPDATE search_entries s SET body = search_body(t.text), body_excerpt = left(t.text, 2000)
    FROM document_texts t WHERE s.kind = 'document' AND s.item_id = p_id AND s.body IS NULL
      AND t.document_id = p_id AND t.status = 'extracted';
  END IF;
END $$;

CREATE FUNCTION search_body(content text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT to_tsvector('english', coalesce(content, '')) || to_tsvector('german', coalesce(content, ''))
$$;

-- Row triggers of the followed tables: TG_ARGV[0] is the kind, TG_ARGV[1] the id column.
CREATE FUNCTION search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE old_id integer; new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[1])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[1])::integer; END IF;
  IF old_id IS NOT NULL THEN PERFORM search_refresh(TG_ARGV[0], old_id); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM search_refresh(TG_ARGV[0], new_id); END IF;
  RETURN NULL;
END $$;

-- The words inside a document's file count while they are extracted: a new upload (pending) hides the old file's.
CREATE FUNCTION search_follow_document_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.document_id IS DISTINCT FROM NEW.document_id) THEN
    UPDATE search_entries SET body = NULL, body_excerpt = NULL WHERE kind = 'document' AND item_id = OLD.document_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE search_entries SET
      body = CASE WHEN NEW.status = 'extracted' THEN search_body(NEW.text) END,
      body_excerpt = CASE WHEN NEW.status = 'extracted' THEN left(NEW.text, 2000) END
    WHERE kind = 'document' AND item_id = NEW.document_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "document_texts_search" AFTER INSERT OR DELETE OR UPDATE OF status, text, document_id ON "document_texts"
  FOR EACH ROW EXECUTE FUNCTION search_follow_document_text();

${FOLLOWED.map(
  ([table, kind, idColumn]) =>
    `CREATE TRIGGER "${table}_search" AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION search_follow('${kind}', '${idColumn}');`,
).join('\n')}

-- What is there already.
${[...new Set(FOLLOWED.map(([table, kind, idColumn]) => (idColumn === 'id' ? `SELECT search_refresh('${kind}', id) FROM "${table}";` : '')))].join('\n')}
`

const SEARCH_DOWN = `
${FOLLOWED.map(([table]) => `DROP TRIGGER IF EXISTS "${table}_search" ON "${table}";`).join('\n')}
DROP TRIGGER IF EXISTS "document_texts_search" ON "document_texts";
DROP FUNCTION IF EXISTS search_follow_document_text();
DROP FUNCTION IF EXISTS search_follow();
DROP FUNCTION IF EXISTS search_refresh(text, integer);
DROP FUNCTION IF EXISTS search_store(text, integer, text, text, text, text, text);
DROP FUNCTION IF EXISTS search_body(text);
DROP FUNCTION IF EXISTS search_words(text, text);
DROP TABLE IF EXISTS "search_entries";
`
