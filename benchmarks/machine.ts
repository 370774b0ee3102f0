/** The machine a benchmark ran on, from /proc (with Node's view as the fallback). */
import fs from 'node:fs'
import os from 'node:os'

export type Machine = { cores: number; memoryBytes: number; cpuModel: string; node: string; kernel: string }

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

export function describeMachine(): Machine {
  const cpuinfo = read('/proc/cpuinfo')
  const cpuModel = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown'
  const memTotalKb = Number(/^MemTotal:\s+(\d+) kB/m.exec(read('/proc/meminfo'))?.[1] ?? 0)
  return {
    cores: os.availableParallelism(),
    memoryBytes: memTotalKb ? memTotalKb * 1024 : os.totalmem(),
    cpuModel,
    node: process.version,
    kernel: os.release(),
  }
}

/** The 1-, 5- and 15-minute load averages from /proc/loadavg. */
export function loadAverage(): [number, number, number] {
  const fields = read('/proc/loadavg').split(' ').slice(0, 3).map(Number)
  const [one, five, fifteen] = fields.length === 3 && fields.every(Number.isFinite) ? fields : os.loadavg()
  return [one!, five!, fifteen!]
}

/** The whole machine's CPU counters from /proc/stat: time busy and time in total (jiffies). */
function cpuCounters(): { busy: number; total: number } {
  const fields = (/^cpu\s+(.+)$/m.exec(read('/proc/stat'))?.[1] ?? '').trim().split(/\s+/).map(Number)
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0)
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total }
}

/** The share of the machine's CPU time (0 to 1) spent busy over the next `windowMs`. */
export async function cpuBusyShare(windowMs = 500): Promise<number> {
  const before = cpuCounters()
  await new Promise((resolve) => setTimeout(resolve, windowMs))
  const after = cpuCounters()
  const total = after.total - before.total
  return total > 0 ? (after.busy - before.busy) / total : 0
}

/**
 * Waits until the machine has been quiet (under `busyBelow` of its CPU) for `forMs`, at most
 * `atMostMs`: the server's own work after its start (share images, catch-up jobs) or the
 * database's vacuum would otherwise slow the browser a measurement runs in, which on a real
 * reader's phone never shares a CPU with the server. Returns how long it waited and the last share.
 */
export async function waitUntilQuiet({ busyBelow = 0.15, forMs = 2000, atMostMs = 60_000, windowMs = 500 } = {}) {
  const started = Date.now()
  let quietSince: number | null = null
  let share = 1
  while (Date.now() - started < atMostMs) {
    share = await cpuBusyShare(windowMs)
    if (share >= busyBelow) {
      quietSince = null
      continue
    }
    quietSince ??= Date.now() - windowMs
    if (Date.now() - quietSince >= forMs) break
  }
  return { waitedMs: Date.now() - started, busyShare: share }
}

/**
 * Waits, at most `atMostMs`, until the 1-minute load average is under `below`: the targets are
 * for an idle machine, and what ran just before the measurements (`npm ci`, the build of a fresh
 * clone) keeps the average up for a minute or two after it ends. Returns how long it waited.
 */
export async function waitForLoadAverage({ below = 1, atMostMs = 5 * 60_000, everyMs = 5000 } = {}) {
  const started = Date.now()
  while (loadAverage()[0] >= below && Date.now() - started < atMostMs) await new Promise((resolve) => setTimeout(resolve, everyMs))
  return Date.now() - started
}
