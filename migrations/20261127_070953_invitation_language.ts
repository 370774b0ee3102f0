import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invitations_language" AS ENUM('en', 'de');
  ALTER TABLE "invitations" ADD COLUMN "language" "enum_invitations_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invitations" DROP COLUMN "language";
  DROP TYPE "public"."enum_invitations_language";`)
}
