import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every write that changes what a member's shared pages show them, or whether their session
 * is still valid, NOTIFYs the `member_state` channel with the member's id (at commit), so each
 * app instance forgets what it remembered of that member (src/lib/platform/pageCache/memberSessionMemo.ts).
 * Triggers rather than Payload hooks: sign-in, sign-out, session refresh and password reset
 * write the sessions through the database adapter directly, and deleting an event removes its
 * saved dates by cascade; none of these runs a hook. Statement-level with transition tables:
 * one notification per statement, bulk loads included; more than 500 members in one statement
 * notify '*' (everyone), as a notification carries at most 8,000 bytes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "member_state_notify_ids"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    IF cardinality(ids) > 500 THEN
      PERFORM pg_notify('member_state', '*');
    ELSIF cardinality(ids) > 0 THEN
      PERFORM pg_notify('member_state', array_to_string(ids, ','));
    END IF;
  END $$;

  -- Rows owned by a member (TG_ARGV[0] names the owner column).
  CREATE FUNCTION "member_state_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
    ELSE
      EXECUTE format('SELECT array_agg(DISTINCT owner) FROM (SELECT %1$I AS owner FROM new_rows UNION SELECT %1$I FROM old_rows) changed', TG_ARGV[0]) INTO ids;
    END IF;
    PERFORM member_state_notify_ids(coalesce(ids, '{}'));
    RETURN NULL;
  END $$;

  -- The member's own row: any change but the activity ping's last_active_at (once a minute).
  CREATE FUNCTION "member_state_notify_users"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids integer[];
  BEGIN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE to_jsonb(n) - 'last_active_at' IS DISTINCT FROM to_jsonb(o) - 'last_active_at';
    END IF;
    PERFORM member_state_notify_ids(coalesce(ids, '{}'));
    RETURN NULL;
  END $$;

  CREATE TRIGGER "users_member_state_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_users();
  CREATE TRIGGER "users_member_state_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_users();
  `)
  for (const [table, owner] of [
    ['users_sessions', '_parent_id'],
    ['saved_event_dates', 'user_id'],
    ['agenda_interests', 'user_id'],
    ['project_applications', 'user_id'],
  ] as const) {
    await db.execute(
      sql.raw(`
      CREATE TRIGGER "${table}_member_state_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('${owner}');
      CREATE TRIGGER "${table}_member_state_update" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('${owner}');
      CREATE TRIGGER "${table}_member_state_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('${owner}');`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION "member_state_notify_rows"() CASCADE;
  DROP FUNCTION "member_state_notify_users"() CASCADE;
  DROP FUNCTION "member_state_notify_ids"(integer[]);
  `)
}
