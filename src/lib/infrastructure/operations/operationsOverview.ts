import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/** One task on one queue, as the operations view shows it. */
export type QueueTask = {
  queue: string
  task: string
  label: string
  /** Jobs waiting to run (not started, not finished, not failed). */
  pending: number
  /** Seconds since the oldest of them became due; null when none is due. */
  lagSeconds: number | null
  /** Failed jobs still kept (finished jobs are pruned after a day, failed ones after a week). */
  failures: number
  lastError: string | null
  lastFailureAt: string | null
  lastSuccessAt: string | null
}

export type FailedEmail = {
  id: number
  kind: string
  recipient: string | null
  attempts: number
  lastError: string | null
  failedAt: string
}

export type OperationsOverview = {
  tasks: QueueTask[]
  emails: { failed: number; pending: number; stuck: number; list: FailedEmail[] }
}

/** The failed e-mails the view lists, newest first; the count above it says how many there are in all. */
export const FAILED_EMAILS_SHOWN = 50
/** A claimed e-mail still "sending" after this was cut off by a crash; the sender does not retry it. */
const STUCK_AFTER = '10 minutes'

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString())

/**
 * The jobs queue and the e-mail outbox for the super admins' operations view, in four SQL reads
 * whatever the size: counts and ages grouped in PostgreSQL, the latest error per task, and a
 * bounded list of failed e-mails. Tasks that never ran are listed too (from the config), so a
 * schedule that never fires is visible.
 */
export async function operationsOverview(payload: Payload): Promise<OperationsOverview> {
  const db = belowLocalApi(payload, 'the operations view in SQL: jobs and e-mails counted and grouped, whatever the table size').drizzle
  const [byTask, lastErrors, emailCounts, failedEmails] = await Promise.all([
    db.execute(sql`
      SELECT queue, task_slug,
        count(*) FILTER (WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false))::int AS pending,
        extract(epoch FROM now() - min(coalesce(wait_until, created_at)) FILTER (
          WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false)
            AND (wait_until IS NULL OR wait_until <= now())))::float AS lag_seconds,
        count(*) FILTER (WHERE has_error)::int AS failures,
        max(updated_at) FILTER (WHERE has_error) AS last_failure_at,
        max(completed_at) FILTER (WHERE NOT coalesce(has_error, false)) AS last_success_at
      FROM payload_jobs
      GROUP BY queue, task_slug`),
    db.execute(sql`
      SELECT DISTINCT ON (queue, task_slug) queue, task_slug, left(coalesce(error->>'message', error::text), 500) AS last_error
      FROM payload_jobs WHERE has_error
      ORDER BY queue, task_slug, updated_at DESC`),
    db.execute(sql`
      SELECT
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'sending' AND updated_at < now() - ${STUCK_AFTER}::interval)::int AS stuck
      FROM email_outbox WHERE status IN ('failed', 'pending', 'sending')`),
    db.execute(sql`
      SELECT n.id, n.kind, u.email AS recipient, n.attempts, n.last_error, n.updated_at
      FROM email_outbox n LEFT JOIN users u ON u.id = n.user_id
      WHERE n.status = 'failed'
      ORDER BY n.updated_at DESC, n.id DESC
      LIMIT ${FAILED_EMAILS_SHOWN}`),
  ])

  const key = (queue: unknown, task: unknown) => `${String(queue)}\u0000${String(task)}`
  const errors = new Map(
    (lastErrors.rows as { queue: string; task_slug: string; last_error: string | null }[]).map((row) => [
      key(row.queue, row.task_slug),
      row.last_error,
    ]),
  )
  const tasks = new Map<string, QueueTask>()
  const labels = new Map<string, string>()
  for (const task of payload.config.jobs.tasks ?? []) {
    const label = typeof task.label === 'string' ? task.label : task.slug
    labels.set(task.slug, label)
    for (const { queue } of task.schedule ?? []) {
      tasks.set(key(queue ?? 'default', task.slug), {
        queue: queue ?? 'default',
        task: task.slug,
        label,
        pending: 0,
        lagSeconds: null,
        failures: 0,
        lastError: null,
        lastFailureAt: null,
        lastSuccessAt: null,
      })
    }
  }
  type TaskRow = {
    queue: string
    task_slug: string | null
    pending: number
    lag_seconds: number | null
    failures: number
    last_failure_at: unknown
    last_success_at: unknown
  }
  for (const row of byTask.rows as TaskRow[]) {
    const task = row.task_slug ?? 'workflow'
    tasks.set(key(row.queue, row.task_slug), {
      queue: row.queue,
      task,
      label: labels.get(task) ?? task,
      pending: Number(row.pending),
      lagSeconds: row.lag_seconds == null ? null : Math.max(0, Math.round(Number(row.lag_seconds))),
      failures: Number(row.failures),
      lastError: errors.get(key(row.queue, row.task_slug)) ?? null,
      lastFailureAt: iso(row.last_failure_at),
      lastSuccessAt: iso(row.last_success_at),
    })
  }

  const counts = emailCounts.rows[0] as { failed: number; pending: number; stuck: number }
  type EmailRow = { id: number; kind: string; recipient: string | null; attempts: unknown; last_error: string | null; updated_at: unknown }
  return {
    tasks: [...tasks.values()].sort((a, b) => a.queue.localeCompare(b.queue) || a.label.localeCompare(b.label)),
    emails: {
      failed: Number(counts.failed),
      pending: Number(counts.pending),
      stuck: Number(counts.stuck),
      list: (failedEmails.rows as EmailRow[]).map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        recipient: row.recipient,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        failedAt: iso(row.updated_at)!,
      })),
    },
  }
}
