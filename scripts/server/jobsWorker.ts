/**
 * `npm run jobs:worker`: the jobs queue in a process of its own, for app instances started with
 * JOBS_AUTORUN=false. Once a minute it handles the tasks' schedules and runs each queue the
 * server would (JOB_QUEUES, with the same limits), and says so in the log: that it started, each
 * run (jobs taken, time), each failure, and that it stopped. With METRICS_PORT it answers its own
 * /metrics there (its own registry: jobs_worker_runs_total, jobs_worker_run_seconds, Node's
 * defaults), for METRICS_TOKEN or METRICS_ALLOW as the app's /api/metrics. SIGTERM ends it after
 * the run in progress.
 */
import http from 'node:http'
import { getPayload } from 'payload'
import { Counter, Histogram } from 'prom-client'

import config from '@payload-config'

import { JOB_QUEUES } from '../../src/lib/infrastructure/jobs/jobCrons'
import { logFormat, useJsonConsole } from '../../src/lib/infrastructure/observability/logFormat'
import { metrics } from '../../src/lib/infrastructure/observability/metrics'
import { metricsAccess } from '../../src/lib/infrastructure/observability/metricsAccess'
import { closePayload } from '../database/closePayload'

const RUN_EVERY_MS = 60_000

useJsonConsole(logFormat(), { process: 'jobs-worker' })
const registry = metrics().registry
const runs = new Counter({
  name: 'jobs_worker_runs_total',
  help: 'Runs of a queue by the worker, by outcome',
  labelNames: ['queue', 'outcome'],
  registers: [registry],
})
const runSeconds = new Histogram({
  name: 'jobs_worker_run_seconds',
  help: 'How long a run of a queue took',
  labelNames: ['queue'],
  registers: [registry],
})

const payload = await getPayload({ config })
const queues = JOB_QUEUES.map(({ queue }) => queue)
console.log(`Jobs worker started: queues ${queues.join(', ')}, a run every ${RUN_EVERY_MS / 1000} s (pid ${process.pid})`)

const metricsPort = Number(process.env.METRICS_PORT) || 0
const metricsServer = metricsPort
  ? http
      .createServer((request, response) => {
        const headers = new Headers({ 'x-forwarded-for': request.socket.remoteAddress ?? '' })
        if (request.headers.authorization) headers.set('authorization', request.headers.authorization)
        const access = request.url === '/metrics' ? metricsAccess(headers) : 'not enabled'
        if (access !== 'allowed') return void response.writeHead(access === 'refused' ? 401 : 404).end()
        void registry.metrics().then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text))
      })
      .listen(metricsPort, () => console.log(`Jobs worker metrics on port ${metricsPort}/metrics`))
  : null

async function runOnce() {
  for (const { queue, limit } of JOB_QUEUES) {
    const started = Date.now()
    try {
      await payload.jobs.handleSchedules({ queue })
      const result = (await payload.jobs.run({ queue, limit })) as { jobStatus?: Record<string, unknown> } | undefined
      const taken = Object.keys(result?.jobStatus ?? {}).length
      runs.inc({ queue, outcome: 'ok' })
      console.log(`Jobs run on ${queue}: ${taken} jobs in ${Date.now() - started} ms`)
    } catch (error) {
      runs.inc({ queue, outcome: 'failed' })
      console.error(`Jobs run on ${queue} failed after ${Date.now() - started} ms:`, error)
    } finally {
      runSeconds.observe({ queue }, (Date.now() - started) / 1000)
    }
  }
}

let stopping = false
let wake: (() => void) | undefined
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    stopping = true
    wake?.()
  })

while (!stopping) {
  await runOnce()
  if (!stopping) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, RUN_EVERY_MS)))
}
console.log('Jobs worker stopped')
metricsServer?.close()
await closePayload(payload)
process.exit(0)
