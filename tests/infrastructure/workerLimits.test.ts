/**
 * Limits across requests (issue 43, item 4) with real child processes and real HTTP: one pool of
 * workers per server process (at most CHILD_PROCESS_WORKERS at once, CHILD_PROCESS_QUEUE waiting,
 * a refusal with a retry time beyond), the download's 503 with Retry-After when the pool is full,
 * the per-member limit on labelled downloads, the downloads prepared a few at a time with a bounded
 * queue, and 50 labelled downloads at once by five members while a health check keeps answering
 * (the figures are printed for BENCHMARKS.md).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { runLimited } from '../../src/lib/infrastructure/childProcess/runLimited'
import {
  DEFAULT_QUEUE,
  DEFAULT_WORKERS,
  takeWorkerSlot,
  type WorkerSlot,
  workerPoolState,
} from '../../src/lib/infrastructure/childProcess/workerSlots'
import { admitDownload, DEFAULT_DOWNLOADS_AT_ONCE, downloadAdmissionState } from '../../src/lib/infrastructure/operations/downloadAdmission'
import type { Document, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { pollHealth, sendBurst, startAppHttpServer } from '../support/appHttpServer'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { measureLoad, workerChildren } from '../support/processLoad'
import { tokenOf } from '../support/rest'

const given = useActors()
const SETTINGS = [
  'CHILD_PROCESS_WORKERS',
  'CHILD_PROCESS_QUEUE',
  'RATE_LIMIT_LABELLED_DOWNLOAD_PER_SENDER',
  'DOWNLOADS_AT_ONCE',
  'DOWNLOAD_QUEUE',
] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

let folder: string
let sleepWorker: string
let server: Awaited<ReturnType<typeof startAppHttpServer>>
let members: User[]
let tokens: string[]
let document: Document

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-limits-'))
  // A worker that works for 300 ms: long enough for every run of a test to overlap.
  sleepWorker = path.join(folder, 'sleepWorker.mjs')
  fs.writeFileSync(sleepWorker, "await new Promise((resolve) => setTimeout(resolve, 300)); process.stdout.write('{}')\n")
  server = await startAppHttpServer(given.payload)
  const tag = uniqueTag()
  members = []
  for (let index = 0; index < 5; index++)
    members.push(await createUser(given.payload, { email: `reader-${index}-${tag}@test.example`, firstName: `Reader${index}` }))
  tokens = await Promise.all(members.map((member) => tokenOf(given.payload, member)))
  // TLP:RED, shared with the five by name: every download is a labelled copy made by a worker.
  document = (await createDoc(
    given.payload,
    'documents',
    { title: `Red ${tag}`, company: 'ACME', documentType: 'Report', tlp: 'red', sharedWithPeople: members.map((member) => member.id) },
    { file: pdfFile(`red-${tag}`) },
  )) as Document
})
afterAll(async () => {
  await server?.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const sleep = (whenBusy: 'refuse' | 'wait') =>
  runLimited(sleepWorker, [], { limits: { timeoutMs: 10_000, memoryMb: 64 }, maxOutputBytes: 64, doing: 'Sleeping', whenBusy })

const download = (token: string) => fetch(`${server.url}/documents/${document.id}/download`, { headers: { Authorization: `JWT ${token}` } })

/** Holds every worker's place and fills the queue behind them, as a burst of downloads would; `release` frees them all. */
async function fillThePool(): Promise<{ release: () => Promise<void> }> {
  const held: WorkerSlot[] = []
  for (let index = 0; index < Number(process.env.CHILD_PROCESS_WORKERS ?? DEFAULT_WORKERS); index++)
    held.push((await takeWorkerSlot('wait')) as WorkerSlot)
  const queued = Array.from({ length: Number(process.env.CHILD_PROCESS_QUEUE ?? DEFAULT_QUEUE) }, () => takeWorkerSlot('wait'))
  return {
    release: async () => {
      for (const slot of held) slot.release()
      for (const slot of await Promise.all(queued)) (slot as WorkerSlot).release()
    },
  }
}

describe('one pool of child-process workers', () => {
  test('at most the configured number run at once, a bounded queue waits, requests beyond it are refused with a time to retry; jobs wait', async () => {
    process.env.CHILD_PROCESS_WORKERS = '2'
    process.env.CHILD_PROCESS_QUEUE = '3'
    workerPoolState({ reset: true })
    const { result: runs, load } = await measureLoad(() => Promise.all(Array.from({ length: 10 }, () => sleep('refuse'))))
    expect(runs.filter((run) => run.ok)).toHaveLength(5)
    const refused = runs.filter((run) => !run.ok)
    expect(refused).toHaveLength(5)
    for (const run of refused) {
      expect(run).toEqual({ ok: false, problem: 'Every sleeping worker is busy', retryAfterSeconds: expect.any(Number) })
      expect((run as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    }
    // Counted by the operating system, not by the pool's own bookkeeping.
    expect(load.workers.peak).toBe(2)
    expect(workerPoolState()).toEqual({ running: 0, waiting: 0, peak: 2 })

    // The jobs queue's work (previews, text) waits however long the queue is, and never fails for it.
    const { result: jobs, load: jobLoad } = await measureLoad(() => Promise.all(Array.from({ length: 7 }, () => sleep('wait'))))
    expect(jobs.every((run) => run.ok)).toBe(true)
    expect(jobLoad.workers.peak).toBeLessThanOrEqual(2)
    expect(workerChildren()).toEqual([])
  })

  test('a worker runs below the server for the CPU and is the first the out-of-memory killer takes', async () => {
    // What the worker itself sees once it runs: written by the server right after the spawn.
    const selfWorker = path.join(folder, 'selfWorker.mjs')
    fs.writeFileSync(
      selfWorker,
      "import fs from 'node:fs'; import os from 'node:os'\n" +
        'await new Promise((resolve) => setTimeout(resolve, 200))\n' +
        "process.stdout.write(JSON.stringify({ nice: os.getPriority(), oom: fs.readFileSync('/proc/self/oom_score_adj', 'utf8').trim() }))\n",
    )
    const run = await runLimited(selfWorker, [], {
      limits: { timeoutMs: 10_000, memoryMb: 64 },
      maxOutputBytes: 200,
      doing: 'Telling',
      whenBusy: 'wait',
    })
    expect(run.ok).toBe(true)
    expect(JSON.parse((run as { stdout: Buffer }).stdout.toString())).toEqual({ nice: 10, oom: '1000' })
    // The server keeps its own place.
    expect(fs.readFileSync('/proc/self/oom_score_adj', 'utf8').trim()).not.toBe('1000')
  })

  test('a labelled download while the pool is full answers 503 with Retry-After and says so; then it goes through', async () => {
    process.env.CHILD_PROCESS_WORKERS = '1'
    process.env.CHILD_PROCESS_QUEUE = '1'
    const pool = await fillThePool()
    const refused = await download(tokens[0]!)
    await pool.release()
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await refused.json()).message).toMatch(/^The server is busy labelling other downloads\. Please try again in \d+ seconds?\.$/)
    const served = await download(tokens[0]!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
  })

  test('a member’s labelled downloads are rate limited (429 with Retry-After); another member is not', async () => {
    process.env.RATE_LIMIT_LABELLED_DOWNLOAD_PER_SENDER = '2/1h'
    // A member of its own: the other tests' downloads do not count against it.
    const statuses = []
    for (let index = 0; index < 3; index++) statuses.push((await download(tokens[1]!)).status)
    expect(statuses).toEqual([200, 200, 429])
    const limited = await download(tokens[1]!)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3600')
    expect((await limited.json()).message).toBe('Too many downloads of labelled documents. Please wait 1 hour and try again.')
    expect((await download(tokens[2]!)).status).toBe(200)
  })

  test('downloads are prepared a few at a time; beyond the waiting queue one gets 503 with Retry-After and says so', async () => {
    process.env.DOWNLOADS_AT_ONCE = '1'
    process.env.DOWNLOAD_QUEUE = '0'
    let finish = () => {}
    const holding = admitDownload('en', () => new Promise<Response>((resolve) => (finish = () => resolve(new Response('held')))))
    const refused = await download(tokens[3]!)
    finish()
    expect(await (await holding).text()).toBe('held')
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await refused.json()).message).toMatch(/^The server is busy with other downloads\. Please try again in \d+ seconds?\.$/)
    // German readers read it in German.
    process.env.DOWNLOAD_QUEUE = '0'
    let finishGerman = () => {}
    const holdingGerman = admitDownload(
      'en',
      () => new Promise<Response>((resolve) => (finishGerman = () => resolve(new Response('held')))),
    )
    const german = await admitDownload('de', async () => new Response('not reached'))
    finishGerman()
    await holdingGerman
    expect((await german.json()).message).toMatch(
      /^Der Server bearbeitet gerade andere Downloads\. Bitte versuchen Sie es in \d+ Sekunden? erneut\.$/,
    )
    // With the place free again, the download goes through.
    expect((await download(tokens[3]!)).status).toBe(200)
    expect(downloadAdmissionState()).toMatchObject({ running: 0, waiting: 0 })
  })

  test('50 labelled downloads at once by five members: a few are prepared at a time, at most the configured workers run, the rest wait in a bounded queue or get 503 with Retry-After, and the health check keeps answering', async () => {
    delete process.env.CHILD_PROCESS_WORKERS
    delete process.env.CHILD_PROCESS_QUEUE
    process.env.RATE_LIMIT_LABELLED_DOWNLOAD_PER_SENDER = '100/1h'
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())
    // The health check with nothing else to do, for comparison: the machine may be shared.
    const idle = await pollHealth(server.url, 20)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const baseline = await idle.stop()
    // One download first, outside the measure: the download path's modules load and compile on
    // their first use, and the test files before this one in its process (which vary with how
    // the run splits them) may or may not have loaded them; the bound is about the burst.
    const warmUp = await fetch(`${server.url}/documents/${document.id}/download`, { headers: { Authorization: `JWT ${tokens[0]!}` } })
    await warmUp.arrayBuffer()
    expect(warmUp.status).toBe(200)
    workerPoolState({ reset: true })
    downloadAdmissionState({ reset: true })
    const health = await pollHealth(server.url, 20)
    // Sent from a process of their own, as 50 browsers would: this process is the server.
    const { result: answers, load } = await measureLoad(() =>
      sendBurst(
        Array.from({ length: 50 }, (_, index) => ({
          url: `${server.url}/documents/${document.id}/download`,
          headers: { Authorization: `JWT ${tokens[index % tokens.length]!}` },
        })),
      ),
    )
    const checks = await health.stop()
    const pool = workerPoolState()
    const admitted = downloadAdmissionState()
    const served = answers.filter((answer) => answer.status === 200)
    const busy = answers.filter((answer) => answer.status === 503)
    const figures = {
      workers: DEFAULT_WORKERS,
      queue: DEFAULT_QUEUE,
      served: served.length,
      refused503: busy.length,
      preparedAtOnce: admitted.peak,
      workerPeak: load.workers.peak,
      poolPeak: pool.peak,
      health: checks,
      idleHealth: baseline,
      loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
      load,
    }
    console.log(`50 parallel labelled downloads: ${JSON.stringify(figures)}`)
    expect(served.length + busy.length).toBe(50)
    // The default queues hold the whole burst: every download is served, a few at a time.
    expect(served.length).toBe(50)
    for (const answer of busy) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(admitted.peak).toBeLessThanOrEqual(DEFAULT_DOWNLOADS_AT_ONCE)
    expect(load.workers.peak).toBeLessThanOrEqual(DEFAULT_WORKERS)
    expect(pool.peak).toBeLessThanOrEqual(DEFAULT_WORKERS)
    expect(checks.failures).toBe(0)
    // The server's own turns stay short (15-22 ms quiet and in CI runs); the bound leaves room for
    // the ~100 ms chunks of the host's steal that the thread's CPU counter holds
    // (tests/support/processLoad.ts). It is not what tells a burst taken a few at a time from one
    // taken all at once: with all 50 prepared together a quiet machine's health check waited 288 ms
    // while the longest turn was 51 ms. The admission peak and the worker peak above are.
    // The checks' wall-clock times are reported, not bounded: on a shared runner they hold the
    // other processes' time too (one check of 423 ms failed a fresh-clone CI run at load 11).
    expect(load.longestTurnCpuMs).toBeLessThan(250)
    // All 50 are labelled, two at a time by workers at niceness 10 (half a second of a core each):
    // 16 s on a quiet machine, 38 s and 64 s in fresh-clone CI runs beside the other parts and the
    // build (the second timed out at the default minute).
  }, 180_000)
})
