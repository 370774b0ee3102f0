/**
 * Peak memory of a process tree (the Next.js server and whatever it forked), sampled from
 * /proc/{pid}/status while a load runs: the highest sum of VmRSS seen, and the highest VmHWM
 * (the kernel's own resident high-water mark) of any one process in the tree.
 */
import fs from 'node:fs'

const KB = 1024

function statusOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * KB
    return { rss: field('VmRSS'), hwm: field('VmHWM') }
  } catch {
    return null // gone meanwhile
  }
}

/** `root` and every process below it, from the parent ids in /proc/{pid}/stat. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {}
  }
  const tree: number[] = []
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()!
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

export type MemoryPeak = {
  /** RSS of the tree at the first sample (when watching began). */
  startRssBytes: number
  /** The highest sum of VmRSS over the tree seen in any sample. */
  peakRssBytes: number
  /** The highest VmHWM of any one process of the tree (covers its whole life, between samples too). */
  peakHwmBytes: number
  /** The most processes seen in the tree at once. */
  processes: number
  samples: number
}

export type MemoryWatch = { sample: () => void; stop: () => MemoryPeak }

/** Samples the tree under `pid` every `intervalMs` until stop(). */
export function watchMemory(pid: number, intervalMs = 200): MemoryWatch {
  const peak: MemoryPeak = { startRssBytes: 0, peakRssBytes: 0, peakHwmBytes: 0, processes: 0, samples: 0 }
  const sample = () => {
    let rss = 0
    const tree = processTree(pid)
    for (const member of tree) {
      const status = statusOf(member)
      if (!status) continue
      rss += status.rss
      peak.peakHwmBytes = Math.max(peak.peakHwmBytes, status.hwm)
    }
    if (!peak.samples) peak.startRssBytes = rss
    peak.peakRssBytes = Math.max(peak.peakRssBytes, rss)
    peak.processes = Math.max(peak.processes, tree.length)
    peak.samples++
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    sample,
    stop: () => {
      clearInterval(timer)
      sample()
      return { ...peak }
    },
  }
}
