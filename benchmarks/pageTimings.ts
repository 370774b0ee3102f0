/**
 * Sequential page timings: one request at a time, the whole body read, after a few warm-up
 * requests. Shared by `bench:lists` and the list-page growth of `npm run bench`. Every request
 * asks for a fresh render (the proxy's own fill header), so the visitor page cache does not
 * hide how rendering grows with the data; the load test measures the cache.
 */
import { summarize, type Timing } from './stats'

/** src/proxy.ts passes requests carrying it straight to the renderer. */
const RENDER_HEADER = 'x-visitor-page-fill'

export type PageTiming = Timing & { page: string; status: number; bytes: number }

export async function timePage(
  base: string,
  page: string,
  options: { runs: number; warmups?: number; headers?: Record<string, string> },
): Promise<PageTiming> {
  const get = async () => {
    const response = await fetch(base + page, { headers: { [RENDER_HEADER]: '1', ...options.headers }, redirect: 'manual' })
    const body = await response.arrayBuffer()
    return { status: response.status, bytes: body.byteLength }
  }
  for (let i = 0; i < (options.warmups ?? 3); i++) await get()
  const times: number[] = []
  let last = { status: 0, bytes: 0 }
  for (let i = 0; i < options.runs; i++) {
    const started = performance.now()
    last = await get()
    times.push(performance.now() - started)
  }
  return { page, ...summarize(times), ...last }
}
