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
