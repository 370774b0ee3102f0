import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 47, item 1: a project's owners get its page kept for them alone (the owner's controls:
 * src/lib/platform/pageCache/pageViewer.ts), so who owns what is part of what an instance
 * remembers of a member. project_members NOTIFYs `member_state` with the member ids like the
 * other tables of a member's state (20261125_063000_member_state_notify.ts), whatever writes it
 * (the admin panel, a cascade of a deleted project or user). No schema change: no snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TRIGGER "project_members_member_state_insert" AFTER INSERT ON "project_members" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('user_id');
  CREATE TRIGGER "project_members_member_state_update" AFTER UPDATE ON "project_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('user_id');
  CREATE TRIGGER "project_members_member_state_delete" AFTER DELETE ON "project_members" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION member_state_notify_rows('user_id');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "project_members_member_state_insert" ON "project_members";
  DROP TRIGGER IF EXISTS "project_members_member_state_update" ON "project_members";
  DROP TRIGGER IF EXISTS "project_members_member_state_delete" ON "project_members";`)
}
