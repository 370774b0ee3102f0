/** How long the audit trail keeps an entry when AUDIT_RETENTION_DAYS is not set: a year. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365

/** AUDIT_RETENTION_DAYS, a whole number of days of at least one; anything else is the default. */
export function auditRetentionDays(value = process.env.AUDIT_RETENTION_DAYS): number {
  const days = Number(value)
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_AUDIT_RETENTION_DAYS
}
