import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Per-member activity counts for the admin dashboard's KPIs and Top 100 (spec 9), kept current
 * by statement-level triggers on the five activity tables, so the dashboard reads one row per
 * member instead of grouping millions of activity rows on every load. Statement-level
 * triggers with transition tables cost one grouped upsert per statement, bulk loads included.
 * A survey counts once per member however many of its questions they answered; an invitation
 * counts once it was sent (the rule of src/lib/engagement/engagementPoints.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "member_engagement" (
    "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
    "downloads" integer NOT NULL DEFAULT 0,
    "surveys" integer NOT NULL DEFAULT 0,
    "saved_events" integer NOT NULL DEFAULT 0,
    "applications" integer NOT NULL DEFAULT 0,
    "invitations" integer NOT NULL DEFAULT 0
  );

  CREATE INDEX "survey_responses_user_survey_idx" ON "survey_responses" ("user_id", "survey_id") WHERE "user_id" IS NOT NULL;
  -- A member's newest rows of each activity (the dashboard's two items per activity).
  CREATE INDEX "document_downloads_user_recent_idx" ON "document_downloads" ("user_id", "created_at" DESC, "id" DESC);
  CREATE INDEX "saved_event_dates_user_recent_idx" ON "saved_event_dates" ("user_id", "created_at" DESC, "id" DESC);
  CREATE INDEX "project_applications_user_recent_idx" ON "project_applications" ("user_id", "created_at" DESC, "id" DESC);

  -- Adds per-member deltas of one counter; members whose account is gone are skipped.
  CREATE FUNCTION "member_engagement_add"(counter text, deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    EXECUTE format(
      'INSERT INTO member_engagement (user_id, %1$I)
         SELECT d.key::int, d.value::int FROM jsonb_each_text($1) d JOIN users u ON u.id = d.key::int
       ON CONFLICT (user_id) DO UPDATE SET %1$I = member_engagement.%1$I + EXCLUDED.%1$I', counter)
    USING deltas;
  END $$;

  CREATE FUNCTION "member_engagement_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    counter text := TG_ARGV[0];
    owner text := TG_ARGV[1];
    deltas jsonb;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT jsonb_object_agg(k, n) FROM (SELECT %I AS k, count(*) AS n FROM new_rows WHERE %I IS NOT NULL GROUP BY 1) s', owner, owner) INTO deltas;
    ELSE
      EXECUTE format('SELECT jsonb_object_agg(k, -n) FROM (SELECT %I AS k, count(*) AS n FROM old_rows WHERE %I IS NOT NULL GROUP BY 1) s', owner, owner) INTO deltas;
    END IF;
    IF deltas IS NOT NULL THEN PERFORM member_engagement_add(counter, deltas); END IF;
    RETURN NULL;
  END $$;

  CREATE FUNCTION "member_engagement_count_surveys"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE deltas jsonb;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      -- A (member, survey) pair counts when all of its answers are in this statement (none
      -- existed before); one index lookup per pair, so bulk loads stay linear.
      SELECT jsonb_object_agg(user_id, n) INTO deltas FROM (
        SELECT p.user_id, count(*) AS n
        FROM (SELECT user_id, survey_id, count(*) AS added FROM new_rows WHERE user_id IS NOT NULL GROUP BY user_id, survey_id) p
        WHERE (SELECT count(*) FROM survey_responses r WHERE r.user_id = p.user_id AND r.survey_id = p.survey_id) = p.added
        GROUP BY p.user_id) s;
    ELSE
      -- A pair stops counting when its last answer is gone.
      SELECT jsonb_object_agg(user_id, -n) INTO deltas FROM (
        SELECT p.user_id, count(*) AS n FROM (SELECT DISTINCT user_id, survey_id FROM old_rows WHERE user_id IS NOT NULL) p
        WHERE NOT EXISTS (SELECT 1 FROM survey_responses r WHERE r.user_id = p.user_id AND r.survey_id = p.survey_id)
        GROUP BY p.user_id) s;
    END IF;
    IF deltas IS NOT NULL THEN PERFORM member_engagement_add('surveys', deltas); END IF;
    RETURN NULL;
  END $$;

  CREATE FUNCTION "member_engagement_count_invitations"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE deltas jsonb;
  BEGIN
    -- A transition table exists only for the operations that have it: NEW for inserts and
    -- updates, OLD for deletes and updates.
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_object_agg(invited_by_id, n) INTO deltas FROM (
        SELECT invited_by_id, count(*) AS n FROM new_rows
        WHERE invited_by_id IS NOT NULL AND (invited_at IS NOT NULL OR status IN ('sent', 'accepted'))
        GROUP BY invited_by_id) s;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_object_agg(invited_by_id, -n) INTO deltas FROM (
        SELECT invited_by_id, count(*) AS n FROM old_rows
        WHERE invited_by_id IS NOT NULL AND (invited_at IS NOT NULL OR status IN ('sent', 'accepted'))
        GROUP BY invited_by_id) s;
    ELSE
      SELECT jsonb_object_agg(invited_by_id, n) INTO deltas FROM (
        SELECT invited_by_id, sum(n) AS n FROM (
          SELECT invited_by_id, 1 AS n FROM new_rows WHERE invited_at IS NOT NULL OR status IN ('sent', 'accepted')
          UNION ALL
          SELECT invited_by_id, -1 FROM old_rows WHERE invited_at IS NOT NULL OR status IN ('sent', 'accepted')
        ) changes WHERE invited_by_id IS NOT NULL GROUP BY invited_by_id HAVING sum(n) <> 0) s;
    END IF;
    IF deltas IS NOT NULL THEN PERFORM member_engagement_add('invitations', deltas); END IF;
    RETURN NULL;
  END $$;
  `)

  for (const [table, counter, owner] of [
    ['document_downloads', 'downloads', 'user_id'],
    ['saved_event_dates', 'saved_events', 'user_id'],
    ['project_applications', 'applications', 'user_id'],
  ] as const) {
    await db.execute(
      sql.raw(`
      CREATE TRIGGER "${table}_engagement_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_rows('${counter}', '${owner}');
      CREATE TRIGGER "${table}_engagement_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_rows('${counter}', '${owner}');`),
    )
  }
  await db.execute(sql`
  CREATE TRIGGER "survey_responses_engagement_insert" AFTER INSERT ON "survey_responses" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_surveys();
  CREATE TRIGGER "survey_responses_engagement_delete" AFTER DELETE ON "survey_responses" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_surveys();
  CREATE TRIGGER "invitations_engagement_insert" AFTER INSERT ON "invitations" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_invitations();
  CREATE TRIGGER "invitations_engagement_update" AFTER UPDATE ON "invitations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_invitations();
  CREATE TRIGGER "invitations_engagement_delete" AFTER DELETE ON "invitations" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_engagement_count_invitations();

  -- What already happened before this migration.
  INSERT INTO member_engagement (user_id, downloads, surveys, saved_events, applications, invitations)
  SELECT u.id,
    (SELECT count(*) FROM document_downloads d WHERE d.user_id = u.id),
    (SELECT count(DISTINCT r.survey_id) FROM survey_responses r WHERE r.user_id = u.id),
    (SELECT count(*) FROM saved_event_dates s WHERE s.user_id = u.id),
    (SELECT count(*) FROM project_applications a WHERE a.user_id = u.id),
    (SELECT count(*) FROM invitations i WHERE i.invited_by_id = u.id AND (i.invited_at IS NOT NULL OR i.status IN ('sent', 'accepted')))
  FROM users u;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "document_downloads_engagement_insert" ON "document_downloads";
  DROP TRIGGER IF EXISTS "document_downloads_engagement_delete" ON "document_downloads";
  DROP TRIGGER IF EXISTS "saved_event_dates_engagement_insert" ON "saved_event_dates";
  DROP TRIGGER IF EXISTS "saved_event_dates_engagement_delete" ON "saved_event_dates";
  DROP TRIGGER IF EXISTS "project_applications_engagement_insert" ON "project_applications";
  DROP TRIGGER IF EXISTS "project_applications_engagement_delete" ON "project_applications";
  DROP TRIGGER IF EXISTS "survey_responses_engagement_insert" ON "survey_responses";
  DROP TRIGGER IF EXISTS "survey_responses_engagement_delete" ON "survey_responses";
  DROP TRIGGER IF EXISTS "invitations_engagement_insert" ON "invitations";
  DROP TRIGGER IF EXISTS "invitations_engagement_update" ON "invitations";
  DROP TRIGGER IF EXISTS "invitations_engagement_delete" ON "invitations";
  DROP FUNCTION IF EXISTS member_engagement_count_invitations();
  DROP FUNCTION IF EXISTS member_engagement_count_surveys();
  DROP FUNCTION IF EXISTS member_engagement_count_rows();
  DROP FUNCTION IF EXISTS member_engagement_add(text, jsonb);
  DROP INDEX IF EXISTS "survey_responses_user_survey_idx";
  DROP INDEX IF EXISTS "document_downloads_user_recent_idx";
  DROP INDEX IF EXISTS "saved_event_dates_user_recent_idx";
  DROP INDEX IF EXISTS "project_applications_user_recent_idx";
  DROP TABLE IF EXISTS "member_engagement";
  `)
}
