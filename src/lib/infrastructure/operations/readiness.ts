import fs from 'node:fs'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { jobCronsRequested } from '@/lib/infrastructure/jobs/cronRequest'

import { isDraining } from './draining'
import { healthQuery } from './healthConnection'

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2000
/** A due job older than this on an instance that runs the queue means its queue is stuck. */
export const QUEUE_STALLED_AFTER_SECONDS = 600

export type Readiness = {
  ready: boolean
  status: 'ok' | 'stopping' | 'unavailable'
  database: 'ok' | 'unreachable'
  migrations: 'applied' | 'pending' | 'unknown'
  /** 'not run here' on an instance with JOBS_AUTORUN=false (a separate worker runs the queue). */
  jobs: 'ok' | 'stalled' | 'not run here' | 'unknown'
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
 * every committed migration is applied, and (where it runs the jobs queue) no due job has waited
 * longer than QUEUE_STALLED_AFTER_SECONDS. A stuck queue on a separate worker does not take the
 * web instances out of rotation: it is reported, not counted. Its reads run on the health
 * check's own connection, never behind the requests' pool.
 */
export async function readiness(payload: Payload): Promise<Readiness> {
  if (isDraining()) return { ready: false, status: 'stopping', database: 'ok', migrations: 'unknown', jobs: 'unknown' }
  let applied: string[]
  let lagSeconds: number
  try {
    const [migrations, lag] = await withTimeout(
      Promise.all([
        migrationsApplied ? Promise.resolve({ rows: [] }) : healthQuery(payload, 'SELECT name FROM payload_migrations'),
        healthQuery(
          payload,
          `SELECT coalesce(extract(epoch FROM now() - min(coalesce(wait_until, created_at))), 0)::float AS lag
             FROM payload_jobs
            WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false)
              AND (wait_until IS NULL OR wait_until <= now())`,
        ),
      ]),
    )
    applied = (migrations.rows as { name: string }[]).map((row) => row.name)
    lagSeconds = Math.round(Number((lag.rows[0] as { lag: number } | undefined)?.lag ?? 0))
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
