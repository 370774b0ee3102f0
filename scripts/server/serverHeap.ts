import os from 'node:os'

/**
 * The production server's V8 heap limit. Node's default (a quarter of the machine's memory, up
 * to about 4 GB) suits a server that has the host to itself; under a container's memory limit
 * Node still sizes from the host, so the kernel would kill the server before V8 collects. Then
 * the limit is three quarters of the container's memory (the rest: code, buffers, native
 * memory). SERVER_HEAP_MB sets it outright; a NODE_OPTIONS that already sets one wins. A fixed
 * small limit is what let one expensive request exhaust the heap (issue 16).
 */
export function withServerHeap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? ''
  if (/--max-old-space-size/.test(options)) return env
  const megabytes = Number(env.SERVER_HEAP_MB) || containerHeapMb()
  return megabytes ? { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${megabytes}`.trim() } : env
}

/** Three quarters of a container memory limit below the host's memory, in MB; undefined without one. */
function containerHeapMb(): number | undefined {
  const limit = process.constrainedMemory?.() ?? 0
  if (!limit || limit >= os.totalmem()) return undefined
  return Math.floor((limit * 0.75) / 2 ** 20)
}
