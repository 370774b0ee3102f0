import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * search_audience() of migrations/20261128_180500_search_audience.ts with the documents' TLP
 * labels (src/lib/library/tlp/tlpLevels.ts, TLP_READERS): CLEAR for everyone, GREEN for members, and
 * 'restricted' above, found only by the readers the collection's access names (searchSite.ts).
 */
const searchAudience = (documentRule: string) => `
CREATE OR REPLACE FUNCTION search_audience(p_kind text, p_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE p_kind
    WHEN 'event' THEN (SELECT 'everyone' FROM events x WHERE x.id = p_id AND x._status = 'published')
    WHEN 'agenda-item' THEN (SELECT 'everyone' FROM agenda_items x JOIN events e ON e.id = x.event_id WHERE x.id = p_id AND e._status = 'published')
    WHEN 'speaker' THEN (SELECT 'everyone' FROM speakers x JOIN events e ON e.id = x.event_id WHERE x.id = p_id AND e._status = 'published')
${documentRule}
    WHEN 'project' THEN (SELECT 'everyone' FROM projects x WHERE x.id = p_id AND x._status = 'published')
    WHEN 'survey' THEN (SELECT 'everyone' FROM surveys x WHERE x.id = p_id AND x._status = 'published' AND x.is_active)
    WHEN 'organization' THEN (SELECT CASE WHEN x.type = 'vendor' THEN 'members' ELSE 'everyone' END FROM organizations x WHERE x.id = p_id)
  END
$$;
UPDATE search_entries s SET audience = search_audience(s.kind, s.item_id) WHERE s.kind = 'document';
`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_tlp" AS ENUM('clear', 'green', 'amber', 'amber-strict', 'red');
  CREATE TYPE "public"."enum__documents_v_version_tlp" AS ENUM('clear', 'green', 'amber', 'amber-strict', 'red');
  ALTER TABLE "documents" ADD COLUMN "tlp" "enum_documents_tlp" DEFAULT 'clear';
  ALTER TABLE "documents" ADD COLUMN "owning_organization_id" integer;
  ALTER TABLE "documents_rels" ADD COLUMN "organizations_id" integer;
  ALTER TABLE "documents_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "_documents_v" ADD COLUMN "version_tlp" "enum__documents_v_version_tlp" DEFAULT 'clear';
  ALTER TABLE "_documents_v" ADD COLUMN "version_owning_organization_id" integer;
  ALTER TABLE "_documents_v_rels" ADD COLUMN "organizations_id" integer;
  ALTER TABLE "_documents_v_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_owning_organization_id_organizations_id_fk" FOREIGN KEY ("owning_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_owning_organization_id_organizations_id_fk" FOREIGN KEY ("version_owning_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "documents_tlp_idx" ON "documents" USING btree ("tlp");
  CREATE INDEX "documents_owning_organization_idx" ON "documents" USING btree ("owning_organization_id");
  CREATE INDEX "documents_rels_organizations_id_idx" ON "documents_rels" USING btree ("organizations_id");
  CREATE INDEX "documents_rels_users_id_idx" ON "documents_rels" USING btree ("users_id");
  CREATE INDEX "_documents_v_version_version_tlp_idx" ON "_documents_v" USING btree ("version_tlp");
  CREATE INDEX "_documents_v_version_version_owning_organization_idx" ON "_documents_v" USING btree ("version_owning_organization_id");
  CREATE INDEX "_documents_v_rels_organizations_id_idx" ON "_documents_v_rels" USING btree ("organizations_id");
  CREATE INDEX "_documents_v_rels_users_id_idx" ON "_documents_v_rels" USING btree ("users_id");`)
  await db.execute(sql.raw(searchAudience(`    WHEN 'document' THEN (SELECT CASE coalesce(x.tlp::text, 'clear') WHEN 'clear' THEN 'everyone' WHEN 'green' THEN 'members' ELSE 'restricted' END FROM documents x WHERE x.id = p_id AND x._status = 'published')`)))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(searchAudience(`    WHEN 'document' THEN (SELECT 'everyone' FROM documents x WHERE x.id = p_id AND x._status = 'published')`)))
  await db.execute(sql`
   ALTER TABLE "documents" DROP CONSTRAINT IF EXISTS "documents_owning_organization_id_organizations_id_fk";
  
  ALTER TABLE "documents_rels" DROP CONSTRAINT IF EXISTS "documents_rels_organizations_fk";
  
  ALTER TABLE "documents_rels" DROP CONSTRAINT IF EXISTS "documents_rels_users_fk";
  
  ALTER TABLE "_documents_v" DROP CONSTRAINT IF EXISTS "_documents_v_version_owning_organization_id_organizations_id_fk";
  
  ALTER TABLE "_documents_v_rels" DROP CONSTRAINT IF EXISTS "_documents_v_rels_organizations_fk";
  
  ALTER TABLE "_documents_v_rels" DROP CONSTRAINT IF EXISTS "_documents_v_rels_users_fk";
  
  DROP INDEX "documents_tlp_idx";
  DROP INDEX "documents_owning_organization_idx";
  DROP INDEX "documents_rels_organizations_id_idx";
  DROP INDEX "documents_rels_users_id_idx";
  DROP INDEX "_documents_v_version_version_tlp_idx";
  DROP INDEX "_documents_v_version_version_owning_organization_idx";
  DROP INDEX "_documents_v_rels_organizations_id_idx";
  DROP INDEX "_documents_v_rels_users_id_idx";
  ALTER TABLE "documents" DROP COLUMN "tlp";
  ALTER TABLE "documents" DROP COLUMN "owning_organization_id";
  ALTER TABLE "documents_rels" DROP COLUMN "organizations_id";
  ALTER TABLE "documents_rels" DROP COLUMN "users_id";
  ALTER TABLE "_documents_v" DROP COLUMN "version_tlp";
  ALTER TABLE "_documents_v" DROP COLUMN "version_owning_organization_id";
  ALTER TABLE "_documents_v_rels" DROP COLUMN "organizations_id";
  ALTER TABLE "_documents_v_rels" DROP COLUMN "users_id";
  DROP TYPE "public"."enum_documents_tlp";
  DROP TYPE "public"."enum__documents_v_version_tlp";`)
}
