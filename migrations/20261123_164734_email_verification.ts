import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * E-mail verification (Payload's auth.verify) and growing sign-in delays instead of the hard
 * account lock (issue 16, items 3 and 10).
 *
 * - Every account that exists before this change is marked verified: none of them can be
 *   proven after the fact, and treating them as unverified would stop every member's password
 *   sign-in at once (docs/decisions.md). New accounts start unverified.
 * - The lock columns go with maxLoginAttempts; `sign_in_failures` counts failed sign-ins per
 *   address and per address and client (keyed hashes, never the values), forgotten after an hour.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ADD COLUMN "_verified" boolean;
  ALTER TABLE "users" ADD COLUMN "_verificationtoken" varchar;
  UPDATE "users" SET "_verified" = true;
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  CREATE TABLE "sign_in_failures" (
    "scope" text NOT NULL,
    "subject" text NOT NULL,
    "failures" integer NOT NULL,
    "last_failure_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("scope", "subject")
  );
  CREATE INDEX "sign_in_failures_last_failure_at_idx" ON "sign_in_failures" ("last_failure_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "sign_in_failures";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "_verified";
  ALTER TABLE "users" DROP COLUMN "_verificationtoken";`)
}
