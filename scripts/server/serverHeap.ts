import { memoryLimitBytes, serverHeapMbUnder } from '../../src/lib/infrastructure/operations/memoryLimit'

/**
 * The production server's V8 heap limit. Node's default (a quarter of the machine's memory, up
 * to about 4 GB) suits a server that has the host to itself. Under a container's memory limit the
 * server shares it with its workers and perhaps PostgreSQL: half of it
 * (src/lib/infrastructure/operations/memoryLimit.ts; Node 20 would take about the same, said here
 * so it does not depend on Node's version). `limit` is the launcher's own (it runs in the
 * container), or the limit a benchmark imposes on the server it starts
 * (benchmarks/memoryCage.ts). SERVER_HEAP_MB sets it outright; a NODE_OPTIONS that already sets
 * one wins. A fixed small limit is what let one expensive request exhaust the heap (issue 16).
 */
export function withServerHeap(env: NodeJS.ProcessEnv, limit?: number): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? ''
  if (/--max-old-space-size/.test(options)) return env
  const megabytes = Number(env.SERVER_HEAP_MB) || serverHeapMbUnder(memoryLimitBytes(limit))
  return megabytes ? { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${megabytes}`.trim() } : env
}
