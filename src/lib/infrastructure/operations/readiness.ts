import fs from 'node:fs'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { jobCronsRequested } from '@/lib/infrastructure/jobs/cronRequest'

import { isDraining } from './draining'
import { healthQuery } from './healthConnection'

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2000
/** A queue that ran for this long with due jobs waiting and none finished is stuck. */
export const QUEUE_STALLED_AFTER_SECONDS = 600

/** Seconds since each moment: the jobs from the database's clock (null: none), the start from this process's uptime. */
export type QueueProgress = { sinceOldestDue: number | null; sinceLastCompleted: number | null; sinceQueueStart: number }

/**
 * How long the queue has waited without progress: the time since the latest of the oldest due
 * job, the last finished job and this instance's start (it could run nothing before). A backlog
 * the queue works through is not stuck, nor is one left from before the instance started: a
 * restart after downtime must not take every instance out of rotation.
 */
export function queueWaitSeconds({ sinceOldestDue, sinceLastCompleted, sinceQueueStart }: QueueProgress): number {
  if (sinceOldestDue === null) return 0
  return Math.max(0, Math.min(sinceOldestDue, sinceLastCompleted ?? Infinity, sinceQueueStart))
}

export type Readiness = {
  ready: boolean
  status: 'ok' | 'stopping' | 'unavailable'
  database: 'ok' | 'unreachable'
  migrations: 'applied' | 'pending' | 'unknown'
  /** 'not run here' on an instance with JOBS_AUTORUN=false (a separate worker runs the queue). */
  jobs: 'ok' | 'stalled' | 'not run here' | 'unknown'
  /** How long due jobs have waited without the queue finishing any (queueWaitSeconds). */
  jobsLagSeconds?: number
}

let migrationsApplied = false

/** The committed migrations' names (migrations/*.ts next to its index), from the adapter's folder. */
function committedMigrations(payload: Payload): string[] {
  const dir = (belowLocalApi(payload, 'the migration folder the adapter was configured with') as unknown as { migrationDir?: string })
    .migrationDir
  if (!dir || !fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{8}_\d{6}_\w+\.(ts|js)$/.test(file))
    .map((file) => file.replace(/\.(ts|js)$/, ''))
}

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS))])

/**
 * GET /api/health/ready's answer: ready when this instance is not stopping, reaches PostgreSQL,
 * every committed migration is applied, and (where it runs the jobs queue) the queue has not gone
 * QUEUE_STALLED_AFTER_SECONDS with due jobs and none finished (queueWaitSeconds). A stuck queue on a separate worker does not take the
 * web instances out of rotation: it is reported, not counted. Its reads run on the health
 * check's own connection, never behind the requests' pool.
 */
export async function readiness(payload: Payload): Promise<Readiness> {
  if (isDraining()) return { ready: false, status: 'stopping', database: 'ok', migrations: 'unknown', jobs: 'unknown' }
  let applied: string[]
  let lagSeconds: number
  try {
    const [migrations, progress] = await withTimeout(
      Promise.all([
        migrationsApplied ? Promise.resolve({ rows: [] }) : healthQuery(payload, 'SELECT name FROM payload_migrations'),
        healthQuery(
          payload,
          `SELECT extract(epoch FROM now() - min(coalesce(wait_until, created_at)))::float AS since_oldest_due,
                  extract(epoch FROM now() - (SELECT max(completed_at) FROM payload_jobs))::float AS since_last_completed
             FROM payload_jobs
            WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false)
              AND (wait_until IS NULL OR wait_until <= now())`,
        ),
      ]),
    )
    applied = (migrations.rows as { name: string }[]).map((row) => row.name)
    const row = progress.rows[0] as { since_oldest_due: number | null; since_last_completed: number | null } | undefined
    lagSeconds = Math.round(
      queueWaitSeconds({
        sinceOldestDue: row?.since_oldest_due ?? null,
        sinceLastCompleted: row?.since_last_completed ?? null,
        sinceQueueStart: process.uptime(),
      }),
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Readiness check: the database did not answer' })
    return { ready: false, status: 'unavailable', database: 'unreachable', migrations: 'unknown', jobs: 'unknown' }
  }
  if (!migrationsApplied) {
    const done = new Set(applied)
    // Once all are applied they stay so while this server runs (its code does not change).
    migrationsApplied = committedMigrations(payload).every((name) => done.has(name))
  }
  const runsQueue = jobCronsRequested()
  const jobs = !runsQueue ? 'not run here' : lagSeconds > QUEUE_STALLED_AFTER_SECONDS ? 'stalled' : 'ok'
  const ready = migrationsApplied && jobs !== 'stalled'
  return {
    ready,
    status: ready ? 'ok' : 'unavailable',
    database: 'ok',
    migrations: migrationsApplied ? 'applied' : 'pending',
    jobs,
    jobsLagSeconds: lagSeconds,
  }
}
