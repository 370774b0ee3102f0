import os from 'node:os'

/**
 * How the memory of a small host is shared (issue 47, item 3): a container's or cgroup's limit
 * covers the server, every worker it starts and, with the embedded database, PostgreSQL. The
 * server's V8 heap may take half of it (its live heap under the benchmark's loads is about a
 * quarter of a 1 GiB limit, docs/decisions.md "A small host"); the child-process workers, each
 * of which may hold its heap cap (256 MB by default) and NATIVE_MEMORY_MB beyond it before it is
 * killed (../childProcess/runLimited.ts), get one place per GiB. When the kernel still runs out,
 * it kills a worker first (runLimited.ts), never the server.
 */

const SERVER_HEAP_SHARE = 0.5
const GIB = 2 ** 30

/** The memory limit this process runs under when it is below the machine's memory, in bytes; null without one. */
export function memoryLimitBytes(limit: number = process.constrainedMemory?.() ?? 0): number | null {
  return limit > 0 && limit < os.totalmem() ? limit : null
}

/** The server's V8 heap limit under a memory limit, in MB; null without one (Node's default). */
export function serverHeapMbUnder(limit: number | null): number | null {
  return limit === null ? null : Math.floor((limit * SERVER_HEAP_SHARE) / 2 ** 20)
}

/** How many workers may run at once under a memory limit: one per GiB, at least one, at most `cpuWorkers`. */
export function workersUnder(limit: number | null, cpuWorkers: number): number {
  return limit === null ? cpuWorkers : Math.max(1, Math.min(cpuWorkers, Math.floor(limit / GIB)))
}
