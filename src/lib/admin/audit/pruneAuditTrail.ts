import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

import { auditRetentionDays } from './auditRetention'

/**
 * Deletes the audit entries older than the retention (AUDIT_RETENTION_DAYS), the one delete the
 * table's trigger lets through: it asks for it with the transaction-local setting audit.prune,
 * which nothing else sets. Returns how many entries went.
 */
export async function pruneAuditTrail(payload: Payload, days = auditRetentionDays()): Promise<number> {
  return belowLocalApi(
    payload,
    'the retention prune: one DELETE the audit trigger lets through only with audit.prune set',
  ).drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('audit.prune', 'on', true)`)
    const result = await tx.execute(sql`DELETE FROM audit_log WHERE created_at < now() - make_interval(days => ${days})`)
    return result.rowCount ?? 0
  })
}
