import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Attempt counters of the rate limits (sign-in, sign-up, password reset, invitations), shared
 * by every app instance: one row per limit, subject (a keyed hash of the address or client IP,
 * never the value itself) and fixed window, counted up by an atomic upsert. Rows are deleted
 * once they can no longer affect a decision (expires_at).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "rate_limit_counters" (
    "limit_name" text NOT NULL,
    "subject" text NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL,
    "attempts" integer NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("limit_name", "subject", "window_start")
  );
  CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" ("expires_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limit_counters";`)
}
