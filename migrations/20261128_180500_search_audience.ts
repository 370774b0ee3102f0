import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 22's search target (p95 under 100 ms on the large data): who may find an entry is kept
 * in the entry itself, as `audience` ('everyone', 'members', or null for nobody: a draft, an
 * inactive survey, an agenda item of a draft event), by the same triggers that keep its words.
 * The search then filters on a column instead of joining each match's table, which cost more
 * than the search itself for frequent words. The rule now lives here, in search_audience();
 * src/lib/content/search/searchSite.ts only picks the audiences a reader belongs to.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(DOWN))
}

const UP = `
ALTER TABLE "search_entries" ADD COLUMN "audience" text;
-- Who may find an item, from its row (and its event's, for agenda items and speakers): the
-- collections' read access and hideDrafts (hooks/shared/hideDrafts.ts) for the search.
--   events, documents, projects: published (collections/Events.ts, Documents.ts, Projects.ts);
--   agenda items, speakers: their event published (hideDrafts('event'));
--   surveys: published and active (access/surveys/surveyAccess.ts, canReadSurvey);
--   organizations: vendors for signed-in people only (access/organizations/organizationAccess.ts).
-- The words inside a document's file are for members whatever the entry's audience: searchSite.ts.
CREATE FUNCTION search_audience(p_kind text, p_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE p_kind
    WHEN 'event' THEN (SELECT 'everyone' FROM events x WHERE x.id = p_id AND x._status = 'published')
    WHEN 'agenda-item' THEN (SELECT 'everyone' FROM agenda_items x JOIN events e ON e.id = x.event_id WHERE x.id = p_id AND e._status = 'published')
    WHEN 'speaker' THEN (SELECT 'everyone' FROM speakers x JOIN events e ON e.id = x.event_id WHERE x.id = p_id AND e._status = 'published')
    WHEN 'document' THEN (SELECT 'everyone' FROM documents x WHERE x.id = p_id AND x._status = 'published')
    WHEN 'project' THEN (SELECT 'everyone' FROM projects x WHERE x.id = p_id AND x._status = 'published')
    WHEN 'survey' THEN (SELECT 'everyone' FROM surveys x WHERE x.id = p_id AND x._status = 'published' AND x.is_active)
    WHEN 'organization' THEN (SELECT CASE WHEN x.type = 'vendor' THEN 'members' ELSE 'everyone' END FROM organizations x WHERE x.id = p_id)
  END
$$;
-- After an item's entry is stored: its audience, and for an event its agenda items' and speakers'
-- (they follow the event's status, and their rows do not change when it does).
CREATE FUNCTION search_set_audience(p_kind text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_entries s SET audience = search_audience(s.kind, s.item_id)
  WHERE s.kind = p_kind AND s.item_id = p_id AND s.audience IS DISTINCT FROM search_audience(s.kind, s.item_id);
  IF p_kind = 'event' THEN
    UPDATE search_entries s SET audience = search_audience(s.kind, s.item_id) FROM agenda_items x
    WHERE x.event_id = p_id AND s.kind = 'agenda-item' AND s.item_id = x.id AND s.audience IS DISTINCT FROM search_audience(s.kind, s.item_id);
    UPDATE search_entries s SET audience = search_audience(s.kind, s.item_id) FROM speakers x
    WHERE x.event_id = p_id AND s.kind = 'speaker' AND s.item_id = x.id AND s.audience IS DISTINCT FROM search_audience(s.kind, s.item_id);
  END IF;
END $$;
CREATE FUNCTION search_follow_audience() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_set_audience(TG_ARGV[0], (to_jsonb(NEW) ->> 'id')::integer);
  RETURN NULL;
END $$;
-- After search_follow (triggers fire in name order: '…_search' before '…_search_audience'), on
-- the tables whose own row holds the rule.
${AUDIENCE_TABLES().map(([table, kind]) => `CREATE TRIGGER "${table}_search_audience" AFTER INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION search_follow_audience('${kind}');`).join('\n')}
UPDATE search_entries s SET audience = search_audience(s.kind, s.item_id);
`

const DOWN = `
${AUDIENCE_TABLES().map(([table]) => `DROP TRIGGER IF EXISTS "${table}_search_audience" ON "${table}";`).join('\n')}
DROP FUNCTION IF EXISTS search_follow_audience();
DROP FUNCTION IF EXISTS search_set_audience(text, integer);
DROP FUNCTION IF EXISTS search_audience(text, integer);
ALTER TABLE "search_entries" DROP COLUMN IF EXISTS "audience";
`

function AUDIENCE_TABLES(): [table: string, kind: string][] {
  return [
    ['events', 'event'],
    ['agenda_items', 'agenda-item'],
    ['speakers', 'speaker'],
    ['documents', 'document'],
    ['projects', 'project'],
    ['surveys', 'survey'],
    ['organizations', 'organization'],
  ]
}
