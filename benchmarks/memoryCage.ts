/**
 * A memory limit for a process tree, as a small host or a container imposes it (issue 47): a
 * child memory cgroup of the one this process runs in, with `limit_in_bytes` (cgroup v1) or
 * `memory.max` (cgroup v2) set. A command started through `wrap` joins the cgroup before it
 * execs, so the app, its database when it starts one and every worker it forks are inside it,
 * and Node inside derives its heap from the limit (process.constrainedMemory()).
 *
 * Needs root and a writable cgroup hierarchy (the CI machine has both); elsewhere `cageMemory`
 * says why there is none and the caller runs without a limit, saying so in what it reports.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The memory a small host gives the whole app (issue 47, item 3). */
export const SMALL_HOST_BYTES = 1024 * 1024 * 1024

export type CageUsage = {
  limitBytes: number
  /** The kernel's high-water mark of what it charged to the cgroup (resident memory and page cache). */
  peakBytes: number | null
  /** How many processes the kernel's out-of-memory killer killed inside the cgroup. */
  oomKills: number
}

export type MemoryCage = {
  limitBytes: number
  directory: string
  /** The command line that runs `command args` inside the cgroup. */
  wrap: (command: string, args: string[]) => [string, string[]]
  usage: () => CageUsage
  /** Removes the cgroup once every process in it has ended (the kernel refuses it before). */
  remove: () => void
}

type Hierarchy = { version: 1 | 2; directory: string }

/** The memory hierarchy this process sits in, from /proc/self/cgroup. */
function currentHierarchy(): Hierarchy | string {
  let lines: string[]
  try {
    lines = fs.readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n')
  } catch {
    return 'no /proc/self/cgroup (not Linux)'
  }
  const v1 = lines.map((line) => line.split(':')).find(([, controllers]) => controllers?.split(',').includes('memory'))
  if (v1 && fs.existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes'))
    return { version: 1, directory: path.join('/sys/fs/cgroup/memory', v1.slice(2).join(':')) }
  const v2 = lines.find((line) => line.startsWith('0::'))
  if (v2 && fs.existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const directory = path.join('/sys/fs/cgroup', v2.slice(3))
    const delegated = fs.readFileSync(path.join(directory, 'cgroup.subtree_control'), 'utf8').split(/\s+/)
    if (delegated.includes('memory')) return { version: 2, directory }
    return `the memory controller is not enabled below ${directory}`
  }
  return 'no memory cgroup hierarchy'
}

const readNumber = (file: string): number | null => {
  try {
    const text = fs.readFileSync(file, 'utf8').trim()
    return /^\d+$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}

/** The `oom_kill N` line of memory.oom_control (v1) or memory.events (v2). */
const oomKillsIn = (file: string): number => Number(/^oom_kill (\d+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0)

/** A new child cgroup limited to `limitBytes`, named after `name`; or why there cannot be one here. */
export function cageMemory(name: string, limitBytes = SMALL_HOST_BYTES): MemoryCage | { unavailable: string } {
  if (process.getuid?.() !== 0) return { unavailable: 'not root (a memory cgroup needs root)' }
  const hierarchy = currentHierarchy()
  if (typeof hierarchy === 'string') return { unavailable: hierarchy }
  const directory = path.join(hierarchy.directory, `${name.replace(/[^\w.-]/g, '-')}-${process.pid}-${Date.now().toString(36)}`)
  try {
    fs.mkdirSync(directory)
    fs.writeFileSync(path.join(directory, hierarchy.version === 1 ? 'memory.limit_in_bytes' : 'memory.max'), String(limitBytes))
  } catch (error) {
    try {
      fs.rmdirSync(directory)
    } catch {}
    return { unavailable: `cannot create a memory cgroup in ${hierarchy.directory}: ${(error as Error).message}` }
  }
  const file = (leaf: string) => path.join(directory, leaf)
  return {
    limitBytes,
    directory,
    // `sh` writes its own pid into the cgroup and then becomes the command: every descendant inherits the cgroup.
    wrap: (command, args) => ['/bin/sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', directory, command, ...args]],
    usage: () => ({
      limitBytes,
      peakBytes: readNumber(file(hierarchy.version === 1 ? 'memory.max_usage_in_bytes' : 'memory.peak')),
      oomKills: oomKillsIn(file(hierarchy.version === 1 ? 'memory.oom_control' : 'memory.events')),
    }),
    remove: () => {
      // A process just killed leaves the cgroup a moment later: a second at most is waited for.
      for (let tries = 0; tries < 20; tries++) {
        try {
          return fs.rmdirSync(directory)
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
        }
      }
      // Processes still in it (a server that outlived its stop): the kernel keeps it; harmless.
    },
  }
}
