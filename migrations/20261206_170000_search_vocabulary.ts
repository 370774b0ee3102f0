import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 48, item 1: search that knows the field's words. Raw SQL beside the site search's
 * (20261128_133018_site_search.ts), where its index lives:
 * - Codes split into their parts, in the index and in every query alike (search_text): "IEC-62443",
 *   "62443-3-3" and "ICS/SCADA" were one token, or a number read as negative ('-62443'), to
 *   PostgreSQL's parser, so `62443` found nothing.
 * - The names of the tags an item carries (both languages) and their framework are words of its
 *   entry (search_tag_names), kept current when links or names change.
 * - search_query(): the reader's words as a tsquery, English and German, with the last word also
 *   matched as a prefix (as the reader types; websearch_to_tsquery has none).
 * - search_vocabulary: the words of what anyone may find (titles, excerpts, tag names), with a
 *   trigram index (pg_trgm) for "Did you mean" when a query finds nothing, the candidates then
 *   ordered by edit distance (fuzzystrmatch's levenshtein); both are trusted extensions.
 *   Words are only added (ON CONFLICT DO NOTHING takes no lock on an existing word, so saves never
 *   wait on each other here); a word no longer anywhere stays, and the search offers a correction
 *   only when the corrected search finds something for that reader (searchCorrection.ts), so a
 *   stale word shows nothing and a restricted or draft item's words are never stored.
 * No Payload schema change: no snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(DOWN))
}

/** The tables of tag links (fields/tagsField.ts) and the kind of entry their parent has. */
const TAG_LINKS: [table: string, kind: string][] = [
  ['events_rels', 'event'],
  ['agenda_items_rels', 'agenda-item'],
  ['documents_rels', 'document'],
  ['projects_rels', 'project'],
]

/** search_refresh of 20261128_133018_site_search.ts, with or without the item's tag names among each tagged kind's words. */
const searchRefresh = (withTagNames: boolean) => {
  const tags = (kind: string) => (withTagNames ? `, search_tag_names('${kind}', x.id)` : '')
  return `
CREATE OR REPLACE FUNCTION search_refresh(p_kind text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_id IS NULL THEN RETURN; END IF;
  IF p_kind = 'event' THEN
    PERFORM search_store('event', x.id, en.title, de.title,
      concat_ws(' ', en.description_text, en.additional_information_text), concat_ws(' ', de.description_text, de.additional_information_text),
      concat_ws(' ', x.location, x.sponsor${tags('event')}))
    FROM events x LEFT JOIN events_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN events_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'agenda-item' THEN
    PERFORM search_store('agenda-item', x.id, en.title, de.title, en.description_text, de.description_text,
      concat_ws(' ', x.room, x.speaker_name${tags('agenda-item')}))
    FROM agenda_items x LEFT JOIN agenda_items_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN agenda_items_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'speaker' THEN
    PERFORM search_store('speaker', x.id, coalesce(x.full_name, concat_ws(' ', x.first_name, x.last_name)), NULL, en.bio_text, de.bio_text,
      concat_ws(' ', x.title, x.job_role, x.company))
    FROM speakers x LEFT JOIN speakers_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN speakers_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'document' THEN
    PERFORM search_store('document', x.id, en.title, de.title, en.description_text, de.description_text,
      concat_ws(' ', x.company, x.document_type, x.language${tags('document')}))
    FROM documents x LEFT JOIN documents_locales en ON en._parent_id = x.id AND en._locale = 'en'
      LEFT JOIN documents_locales de ON de._parent_id = x.id AND de._locale = 'de' WHERE x.id = p_id;
  ELSIF p_kind = 'project' THEN
    PERFORM search_store('project', x.id, en.title, de.title, en.description_text, de.description_text, ${withTagNames ? "search_tag_names('project', x.id)" : 'NULL'})
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
END $$;`
}

/** search_words and search_body of 20261128_133018_site_search.ts, their text passed through `prepare`. */
const searchWords = (prepare: (text: string) => string) => `
CREATE OR REPLACE FUNCTION search_words(titles text, texts text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', ${prepare("coalesce(titles, '')")}), 'A') || setweight(to_tsvector('german', ${prepare("coalesce(titles, '')")}), 'A')
      || setweight(to_tsvector('english', ${prepare("coalesce(texts, '')")}), 'B') || setweight(to_tsvector('german', ${prepare("coalesce(texts, '')")}), 'B')
$$;
CREATE OR REPLACE FUNCTION search_body(content text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT to_tsvector('english', ${prepare("coalesce(content, '')")}) || to_tsvector('german', ${prepare("coalesce(content, '')")})
$$;`

const UP = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Punctuation inside a code splits it into its parts, "IEC-62443-3-3" into IEC 62443 3 3: the
-- one rule for the index and the queries. Only between letters or digits, so a leading '-' (a
-- query's "not") and quotes keep their meaning.
CREATE FUNCTION search_text(content text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(content, '([[:alnum:]])[-/._:]+(?=[[:alnum:]])', '\\1 ', 'g')
$$;
${searchWords((text) => `search_text(${text})`)}

-- The names (both languages) and framework of the tags an item carries.
CREATE FUNCTION search_tag_names(p_kind text, p_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(DISTINCT concat_ws(' ', l.name, t.framework::text), ' ')
  FROM (${TAG_LINKS.map(([table, kind]) => `SELECT tags_id FROM "${table}" WHERE p_kind = '${kind}' AND parent_id = p_id AND path = 'tags'`).join('\n    UNION ALL ')}) r
  JOIN tags t ON t.id = r.tags_id JOIN tags_locales l ON l._parent_id = r.tags_id
$$;
${searchRefresh(true)}

-- Every item that carries one of the tags.
CREATE FUNCTION search_refresh_tagged(p_tags integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_tags) = 0 THEN RETURN; END IF;
  PERFORM search_refresh(kind, item_id) FROM (
    ${TAG_LINKS.map(([table, kind]) => `SELECT DISTINCT '${kind}' AS kind, parent_id AS item_id FROM "${table}" WHERE path = 'tags' AND tags_id = ANY(p_tags)`).join('\n    UNION ALL ')}) tagged;
END $$;

-- Statement triggers of the link tables (a save rewrites all its links): each parent once.
CREATE FUNCTION search_follow_tag_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_refresh(TG_ARGV[0], parent_id) FROM (SELECT DISTINCT parent_id FROM new_links WHERE path = 'tags') p;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM search_refresh(TG_ARGV[0], parent_id) FROM (SELECT DISTINCT parent_id FROM old_links WHERE path = 'tags') p;
  END IF;
  RETURN NULL;
END $$;
${TAG_LINKS.map(
  ([table, kind]) => `CREATE TRIGGER "${table}_search_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_links('${kind}');
CREATE TRIGGER "${table}_search_update" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_links('${kind}');
CREATE TRIGGER "${table}_search_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_links('${kind}');`,
).join('\n')}

-- A tag renamed (or given its German name, or moved to another framework): what carries it.
CREATE FUNCTION search_follow_tag_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tags' THEN
    PERFORM search_refresh_tagged(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.framework IS DISTINCT FROM n.framework));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_tagged(ARRAY(SELECT DISTINCT _parent_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_tagged(ARRAY(SELECT DISTINCT _parent_id FROM old_rows));
  ELSE
    PERFORM search_refresh_tagged(ARRAY(SELECT DISTINCT n._parent_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "tags_locales_search_insert" AFTER INSERT ON "tags_locales" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_names();
CREATE TRIGGER "tags_locales_search_update" AFTER UPDATE ON "tags_locales" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_names();
CREATE TRIGGER "tags_locales_search_delete" AFTER DELETE ON "tags_locales" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_names();
CREATE TRIGGER "tags_search_update" AFTER UPDATE ON "tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_follow_tag_names();

-- The reader's words as one tsquery over both configurations: as written (websearch syntax:
-- quotes, OR, -not), or with the last word, three letters or more and outside quotes, as a
-- prefix ("Netzsegment" finds "Netzsegmentierung"); an entry that has the word itself matches
-- both halves and ranks higher. In a query without quotes of its own, a code is a phrase of its
-- parts: "62443-3-2" is not "62443-2-3".
CREATE FUNCTION search_query(q text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  words text := search_text(CASE WHEN position('"' IN coalesce(q, '')) = 0
    THEN regexp_replace(coalesce(q, ''), '([[:alnum:]]+(?:[-/._:]+[[:alnum:]]+)+)', '"\\1"', 'g') ELSE coalesce(q, '') END);
  last_word text := (regexp_match(words, '(?:^|\\s)([[:alnum:]]{3,})$'))[1];
  english tsquery := websearch_to_tsquery('english', words);
  german tsquery := websearch_to_tsquery('german', words);
  exact tsquery := CASE WHEN english = german THEN english ELSE english || german END;
  rest text;
BEGIN
  IF last_word IS NULL OR (length(words) - length(replace(words, '"', ''))) % 2 = 1 THEN RETURN exact; END IF;
  rest := left(words, length(words) - length(last_word));
  english := websearch_to_tsquery('english', rest) && to_tsquery('english', quote_literal(last_word) || ':*');
  german := websearch_to_tsquery('german', rest) && to_tsquery('german', quote_literal(last_word) || ':*');
  -- The same words in both languages once (most names and codes): half the work for every entry matched.
  RETURN exact || CASE WHEN english = german THEN english ELSE english || german END;
END $$;

-- The words of what anyone may find, as written (lower case), for "Did you mean".
CREATE TABLE "search_vocabulary" ("word" text PRIMARY KEY);
CREATE INDEX "search_vocabulary_trigram_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
CREATE FUNCTION search_add_words(content text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (word)
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', search_text(coalesce(content, ''))))) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
  ORDER BY word
  ON CONFLICT (word) DO NOTHING
$$;
CREATE FUNCTION search_follow_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_add_words(concat_ws(' ', NEW.title_en, NEW.title_de, NEW.excerpt_en, NEW.excerpt_de));
  RETURN NULL;
END $$;
-- Findable entries only ('everyone', 'members'): never a draft's or a restricted item's words.
CREATE TRIGGER "search_entries_vocabulary_insert" AFTER INSERT ON "search_entries"
  FOR EACH ROW WHEN (NEW.audience IN ('everyone', 'members')) EXECUTE FUNCTION search_follow_vocabulary();
-- An entry is stored before its audience is set (search_audience), and stored again on every save of its item: only a change counts.
CREATE TRIGGER "search_entries_vocabulary_update" AFTER UPDATE OF title_en, title_de, excerpt_en, excerpt_de, audience ON "search_entries"
  FOR EACH ROW WHEN (NEW.audience IN ('everyone', 'members')
    AND (OLD.title_en, OLD.title_de, OLD.excerpt_en, OLD.excerpt_de, OLD.audience) IS DISTINCT FROM (NEW.title_en, NEW.title_de, NEW.excerpt_en, NEW.excerpt_de, NEW.audience))
  EXECUTE FUNCTION search_follow_vocabulary();
-- Tag names are public (collections/Tags.ts: read by anyone).
CREATE FUNCTION search_follow_tag_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_add_words(NEW.name);
  RETURN NULL;
END $$;
CREATE TRIGGER "tags_locales_vocabulary" AFTER INSERT OR UPDATE OF name ON "tags_locales"
  FOR EACH ROW EXECUTE FUNCTION search_follow_tag_vocabulary();

-- What is there already: every entry again (codes split, tag names), the files' words, the vocabulary.
SELECT search_refresh(kind, item_id) FROM search_entries;
UPDATE search_entries s SET body = search_body(t.text) FROM document_texts t
  WHERE s.kind = 'document' AND s.item_id = t.document_id AND t.status = 'extracted';
SELECT search_add_words(concat_ws(' ', title_en, title_de, excerpt_en, excerpt_de)) FROM search_entries WHERE audience IN ('everyone', 'members');
SELECT search_add_words(name) FROM tags_locales;
`

const DOWN = `
DROP TRIGGER IF EXISTS "tags_locales_vocabulary" ON "tags_locales";
DROP FUNCTION IF EXISTS search_follow_tag_vocabulary();
DROP TRIGGER IF EXISTS "search_entries_vocabulary_insert" ON "search_entries";
DROP TRIGGER IF EXISTS "search_entries_vocabulary_update" ON "search_entries";
DROP FUNCTION IF EXISTS search_follow_vocabulary();
DROP FUNCTION IF EXISTS search_add_words(text);
DROP TABLE IF EXISTS "search_vocabulary";
DROP FUNCTION IF EXISTS search_query(text);
DROP TRIGGER IF EXISTS "tags_search_update" ON "tags";
${['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS "tags_locales_search_${event}" ON "tags_locales";`).join('\n')}
DROP FUNCTION IF EXISTS search_follow_tag_names();
${TAG_LINKS.flatMap(([table]) => ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS "${table}_search_${event}" ON "${table}";`)).join('\n')}
DROP FUNCTION IF EXISTS search_follow_tag_links();
DROP FUNCTION IF EXISTS search_refresh_tagged(integer[]);
${searchRefresh(false)}
DROP FUNCTION IF EXISTS search_tag_names(text, integer);
${searchWords((text) => text)}
DROP FUNCTION IF EXISTS search_text(text);
SELECT search_refresh(kind, item_id) FROM search_entries;
UPDATE search_entries s SET body = search_body(t.text) FROM document_texts t
  WHERE s.kind = 'document' AND s.item_id = t.document_id AND t.status = 'extracted';
DROP EXTENSION IF EXISTS fuzzystrmatch;
DROP EXTENSION IF EXISTS pg_trgm;
`
