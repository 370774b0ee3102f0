import fs from 'node:fs'
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks'

/**
 * What a stretch of work costs the test process (standing in for the server) and the child
 * processes it starts, read from /proc (Linux): the event loop's delay (node:perf_hooks), the
 * process's resident memory and CPU, and its workers (children running a `*Worker.mjs`) sampled
 * every 25 ms: how many ran at once, their largest summed resident memory, and their CPU (from
 * the parent's count of waited-for children).
 *
 * `longestTurnCpuMs` is what a request arriving at the worst moment waits for, measured so that a
 * busy machine does not count: the event-loop thread's own CPU time between two turns of a 5 ms
 * timer. The wall-clock delay (and a health check's answer time) also holds the time the kernel
 * gave other processes; in fresh-clone CI, beside two other test parts and the build at a load of
 * 5-12, that alone made a single check wait 157-626 ms while the server's turns stayed short.
 * Garbage collection is taken out of each turn and reported apart (`longestGcMs`): one major
 * collection took a turn to 103 ms in a fresh-clone CI run (of b297157) while the work itself
 * stayed far below. What cannot be taken out: on this kind of machine (a virtual machine whose
 * host reports no steal time) the thread's CPU counter also holds the time the host took its
 * virtual CPU away, in chunks of about 100 ms. A busy loop that reads its own counter every 0.2 ms
 * of work (scripts/testRun/cpuCounterJumps.mjs) saw it jump by 103 ms between two reads 0.1 ms
 * apart, one to six times a minute on a loaded machine; five fresh-clone CI runs failed a 100 ms bound at 100.7-105.3 ms, each on one
 * turn among turns of at most 22 ms. So a bound on `longestTurnCpuMs` must leave room for such a
 * chunk or two. `longestTurns` says when the three longest came and how much was the kernel's.
 */
export type LoadReport = {
  seconds: number
  eventLoopDelayMs: { p99: number; max: number }
  longestTurnCpuMs: number
  /** The three longest turns: when (ms after the start), their CPU without collections, and how much of it the kernel's. */
  longestTurns: { atMs: number; cpuMs: number; systemMs: number }[]
  /** The longest garbage collection during the work (its pause, wall-clock). */
  longestGcMs: number
  rssMb: { before: number; peak: number; after: number }
  cpuSeconds: number
  workers: { peak: number; peakRssMb: number; cpuSeconds: number }
}

const TICKS = 100 // USER_HZ on Linux
const PAGE_MB = 4096 / (1024 * 1024)

/** utime + stime and cutime + cstime of this process, in seconds. */
function ownCpu(): { self: number; children: number } {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
  // After "pid (comm) ": state is fields[0], utime fields[11], stime [12], cutime [13], cstime [14].
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]) / TICKS)
  return { self: utime! + stime!, children: cutime! + cstime! }
}

/**
 * CPU time of the event loop's thread (this process's main thread), in ms: nanoseconds from /proc.
 * What a bound on work measures on a shared machine, where wall-clock time holds other processes' turns.
 */
export function loopThreadCpuMs(): number {
  return Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
}

/** The kernel's part of the event loop thread's CPU time, in ms (10 ms steps). */
function loopThreadSystemMs(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[12]) / TICKS) * 1000
}

/** The live children of this process that run a worker, with their resident memory in MB. */
export function workerChildren(): { pid: number; rssMb: number }[] {
  const found: { pid: number; rssMb: number }[] = []
  // The main thread's children (libuv spawns from it): a few reads, not a walk over every process.
  const children = fs.readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  for (const pid of children) {
    try {
      if (!/Worker\.mjs/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue
      const statm = fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')
      found.push({ pid: Number(pid), rssMb: Number(statm[1]) * PAGE_MB })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found
}

export async function measureLoad<T>(work: () => Promise<T>): Promise<{ result: T; load: LoadReport }> {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  const started = Date.now()
  const cpuBefore = ownCpu()
  const rssBefore = process.memoryUsage().rss / 1024 / 1024
  let rssPeak = rssBefore
  const workers = { peak: 0, peakRssMb: 0 }
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss / 1024 / 1024)
    const children = workerChildren()
    workers.peak = Math.max(workers.peak, children.length)
    workers.peakRssMb = Math.max(
      workers.peakRssMb,
      children.reduce((sum, child) => sum + child.rssMb, 0),
    )
  }
  const sampler = setInterval(sample, 25)
  // Each turn's CPU with its wall-clock span, and each collection's span: a collection's time is
  // taken out of the turns it overlaps once the work is done (entries arrive after the fact).
  const turnSpans: { start: number; end: number; cpuMs: number; systemMs: number }[] = []
  const collections: { start: number; end: number }[] = []
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) collections.push({ start: entry.startTime, end: entry.startTime + entry.duration })
  })
  gcObserver.observe({ entryTypes: ['gc'] })
  let cpuAtTurn = loopThreadCpuMs()
  let systemAtTurn = loopThreadSystemMs()
  const measureStart = performance.now()
  let turnStart = measureStart
  const turns = setInterval(() => {
    const now = loopThreadCpuMs()
    const system = loopThreadSystemMs()
    const end = performance.now()
    turnSpans.push({ start: turnStart, end, cpuMs: now - cpuAtTurn, systemMs: system - systemAtTurn })
    cpuAtTurn = now
    systemAtTurn = system
    turnStart = end
  }, 5)
  const longestTurnsWithoutGc = () => {
    for (const entry of gcObserver.takeRecords()) collections.push({ start: entry.startTime, end: entry.startTime + entry.duration })
    return turnSpans
      .map((turn) => {
        let gcMs = 0
        for (const gc of collections) gcMs += Math.max(0, Math.min(turn.end, gc.end) - Math.max(turn.start, gc.start))
        return { atMs: Math.round(turn.start - measureStart), cpuMs: Math.round((turn.cpuMs - gcMs) * 10) / 10, systemMs: turn.systemMs }
      })
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .slice(0, 3)
  }
  delay.enable()
  try {
    const result = await work()
    sample()
    const cpuAfter = ownCpu()
    const round = (value: number) => Math.round(value * 10) / 10
    const longestTurns = longestTurnsWithoutGc()
    const load: LoadReport = {
      seconds: round((Date.now() - started) / 1000),
      eventLoopDelayMs: { p99: round(delay.percentile(99) / 1e6), max: round(delay.max / 1e6) },
      longestTurnCpuMs: Math.max(0, ...longestTurns.map((turn) => turn.cpuMs)),
      longestTurns,
      longestGcMs: round(Math.max(0, ...collections.map((gc) => gc.end - gc.start))),
      rssMb: { before: Math.round(rssBefore), peak: Math.round(rssPeak), after: Math.round(process.memoryUsage().rss / 1024 / 1024) },
      cpuSeconds: round(cpuAfter.self - cpuBefore.self),
      workers: { ...workers, peakRssMb: Math.round(workers.peakRssMb), cpuSeconds: round(cpuAfter.children - cpuBefore.children) },
    }
    return { result, load }
  } finally {
    delay.disable()
    gcObserver.disconnect()
    clearInterval(sampler)
    clearInterval(turns)
  }
}
