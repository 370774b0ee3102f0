import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Projects and project documents get TLP labels (issue 23). search_audience() of
 * migrations/20261129_064011_document_tlp_labels.ts with the projects' labels: CLEAR for everyone,
 * GREEN for members, 'restricted' above (found only by the readers the collection's access
 * names, src/lib/content/search/searchSite.ts). Existing projects belong to their owner's organization,
 * their files to the project's. Downloads may name a project's file instead of a document.
 */
const searchAudience = (projectRule: string) => `
CREATE OR REPLACE FUNCTION search_audience(p_kind text, p_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE p_kind
    WHEN 'event' THEN (SELECT 'everyone' FROM events x WHERE x.id = p_id AND x._status = 'published')
    WHEN 'agenda-item' THEN (SELECT 'everyone' FROM agenda_items x JOIN events e ON e.id = x.event_id WHERE x.id = p_id AND e._status = 'published')
    WHEN 'speaker' THEN (SELECT 'everyone' FROM speakers x JOIN events e ON e.id = x.event_id WHERE x.id = p_id AND e._status = 'published')
    WHEN 'document' THEN (SELECT CASE coalesce(x.tlp::text, 'clear') WHEN 'clear' THEN 'everyone' WHEN 'green' THEN 'members' ELSE 'restricted' END FROM documents x WHERE x.id = p_id AND x._status = 'published')
${projectRule}
    WHEN 'survey' THEN (SELECT 'everyone' FROM surveys x WHERE x.id = p_id AND x._status = 'published' AND x.is_active)
    WHEN 'organization' THEN (SELECT CASE WHEN x.type = 'vendor' THEN 'members' ELSE 'everyone' END FROM organizations x WHERE x.id = p_id)
  END
$$;
UPDATE search_entries s SET audience = search_audience(s.kind, s.item_id) WHERE s.kind = 'project';
`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_tlp" AS ENUM('clear', 'green', 'amber', 'amber-strict', 'red');
  CREATE TYPE "public"."enum__projects_v_version_tlp" AS ENUM('clear', 'green', 'amber', 'amber-strict', 'red');
  CREATE TYPE "public"."enum_project_documents_tlp" AS ENUM('clear', 'green', 'amber', 'amber-strict', 'red');
  CREATE TABLE "project_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"organizations_id" integer,
  	"users_id" integer
  );
  
  ALTER TABLE "document_downloads" ALTER COLUMN "document_id" DROP NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "tlp" "enum_projects_tlp" DEFAULT 'clear';
  ALTER TABLE "projects" ADD COLUMN "owning_organization_id" integer;
  ALTER TABLE "projects_rels" ADD COLUMN "organizations_id" integer;
  ALTER TABLE "projects_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_tlp" "enum__projects_v_version_tlp" DEFAULT 'clear';
  ALTER TABLE "_projects_v" ADD COLUMN "version_owning_organization_id" integer;
  ALTER TABLE "_projects_v_rels" ADD COLUMN "organizations_id" integer;
  ALTER TABLE "_projects_v_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "project_documents" ADD COLUMN "uploaded_by_id" integer;
  ALTER TABLE "project_documents" ADD COLUMN "tlp" "enum_project_documents_tlp" DEFAULT 'clear' NOT NULL;
  ALTER TABLE "project_documents" ADD COLUMN "owning_organization_id" integer;
  ALTER TABLE "document_downloads" ADD COLUMN "project_document_id" integer;
  ALTER TABLE "project_documents_rels" ADD CONSTRAINT "project_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_documents_rels" ADD CONSTRAINT "project_documents_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_documents_rels" ADD CONSTRAINT "project_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "project_documents_rels_order_idx" ON "project_documents_rels" USING btree ("order");
  CREATE INDEX "project_documents_rels_parent_idx" ON "project_documents_rels" USING btree ("parent_id");
  CREATE INDEX "project_documents_rels_path_idx" ON "project_documents_rels" USING btree ("path");
  CREATE INDEX "project_documents_rels_organizations_id_idx" ON "project_documents_rels" USING btree ("organizations_id");
  CREATE INDEX "project_documents_rels_users_id_idx" ON "project_documents_rels" USING btree ("users_id");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_owning_organization_id_organizations_id_fk" FOREIGN KEY ("owning_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_owning_organization_id_organizations_id_fk" FOREIGN KEY ("version_owning_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_owning_organization_id_organizations_id_fk" FOREIGN KEY ("owning_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_project_document_id_project_documents_id_fk" FOREIGN KEY ("project_document_id") REFERENCES "public"."project_documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_tlp_idx" ON "projects" USING btree ("tlp");
  CREATE INDEX "projects_owning_organization_idx" ON "projects" USING btree ("owning_organization_id");
  CREATE INDEX "projects_rels_organizations_id_idx" ON "projects_rels" USING btree ("organizations_id");
  CREATE INDEX "projects_rels_users_id_idx" ON "projects_rels" USING btree ("users_id");
  CREATE INDEX "_projects_v_version_version_tlp_idx" ON "_projects_v" USING btree ("version_tlp");
  CREATE INDEX "_projects_v_version_version_owning_organization_idx" ON "_projects_v" USING btree ("version_owning_organization_id");
  CREATE INDEX "_projects_v_rels_organizations_id_idx" ON "_projects_v_rels" USING btree ("organizations_id");
  CREATE INDEX "_projects_v_rels_users_id_idx" ON "_projects_v_rels" USING btree ("users_id");
  CREATE INDEX "project_documents_uploaded_by_idx" ON "project_documents" USING btree ("uploaded_by_id");
  CREATE INDEX "project_documents_tlp_idx" ON "project_documents" USING btree ("tlp");
  CREATE INDEX "project_documents_owning_organization_idx" ON "project_documents" USING btree ("owning_organization_id");
  CREATE INDEX "document_downloads_project_document_idx" ON "document_downloads" USING btree ("project_document_id");`)
  await db.execute(sql`
  UPDATE projects p SET owning_organization_id = u.organization_id FROM users u WHERE u.id = p.owner_id AND p.owning_organization_id IS NULL;
  UPDATE project_documents d SET owning_organization_id = p.owning_organization_id FROM projects p WHERE p.id = d.project_id AND d.owning_organization_id IS NULL;`)
  await db.execute(sql.raw(searchAudience(`    WHEN 'project' THEN (SELECT CASE coalesce(x.tlp::text, 'clear') WHEN 'clear' THEN 'everyone' WHEN 'green' THEN 'members' ELSE 'restricted' END FROM projects x WHERE x.id = p_id AND x._status = 'published')`)))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(searchAudience(`    WHEN 'project' THEN (SELECT 'everyone' FROM projects x WHERE x.id = p_id AND x._status = 'published')`)))
  await db.execute(sql`
  DELETE FROM document_downloads WHERE document_id IS NULL;
   ALTER TABLE "project_documents_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "project_documents_rels" CASCADE;
  ALTER TABLE "projects" DROP CONSTRAINT IF EXISTS "projects_owning_organization_id_organizations_id_fk";
  
  ALTER TABLE "projects_rels" DROP CONSTRAINT IF EXISTS "projects_rels_organizations_fk";
  
  ALTER TABLE "projects_rels" DROP CONSTRAINT IF EXISTS "projects_rels_users_fk";
  
  ALTER TABLE "_projects_v" DROP CONSTRAINT IF EXISTS "_projects_v_version_owning_organization_id_organizations_id_fk";
  
  ALTER TABLE "_projects_v_rels" DROP CONSTRAINT IF EXISTS "_projects_v_rels_organizations_fk";
  
  ALTER TABLE "_projects_v_rels" DROP CONSTRAINT IF EXISTS "_projects_v_rels_users_fk";
  
  ALTER TABLE "project_documents" DROP CONSTRAINT IF EXISTS "project_documents_uploaded_by_id_users_id_fk";
  
  ALTER TABLE "project_documents" DROP CONSTRAINT IF EXISTS "project_documents_owning_organization_id_organizations_id_fk";
  
  ALTER TABLE "document_downloads" DROP CONSTRAINT IF EXISTS "document_downloads_project_document_id_project_documents_id_fk";
  
  DROP INDEX "projects_tlp_idx";
  DROP INDEX "projects_owning_organization_idx";
  DROP INDEX "projects_rels_organizations_id_idx";
  DROP INDEX "projects_rels_users_id_idx";
  DROP INDEX "_projects_v_version_version_tlp_idx";
  DROP INDEX "_projects_v_version_version_owning_organization_idx";
  DROP INDEX "_projects_v_rels_organizations_id_idx";
  DROP INDEX "_projects_v_rels_users_id_idx";
  DROP INDEX "project_documents_uploaded_by_idx";
  DROP INDEX "project_documents_tlp_idx";
  DROP INDEX "project_documents_owning_organization_idx";
  DROP INDEX "document_downloads_project_document_idx";
  ALTER TABLE "document_downloads" ALTER COLUMN "document_id" SET NOT NULL;
  ALTER TABLE "projects" DROP COLUMN "tlp";
  ALTER TABLE "projects" DROP COLUMN "owning_organization_id";
  ALTER TABLE "projects_rels" DROP COLUMN "organizations_id";
  ALTER TABLE "projects_rels" DROP COLUMN "users_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_tlp";
  ALTER TABLE "_projects_v" DROP COLUMN "version_owning_organization_id";
  ALTER TABLE "_projects_v_rels" DROP COLUMN "organizations_id";
  ALTER TABLE "_projects_v_rels" DROP COLUMN "users_id";
  ALTER TABLE "project_documents" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "project_documents" DROP COLUMN "tlp";
  ALTER TABLE "project_documents" DROP COLUMN "owning_organization_id";
  ALTER TABLE "document_downloads" DROP COLUMN "project_document_id";
  DROP TYPE "public"."enum_projects_tlp";
  DROP TYPE "public"."enum__projects_v_version_tlp";
  DROP TYPE "public"."enum_project_documents_tlp";`)
}
