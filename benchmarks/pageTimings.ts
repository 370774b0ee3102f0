/**
 * Sequential page timings: one request at a time, the whole body read, after a few warm-up
 * requests. Shared by `bench:lists` and the list-page growth of `npm run bench`.
 */
import { summarize, type Timing } from './stats'

export type PageTiming = Timing & { page: string; status: number; bytes: number }

export async function timePage(
  base: string,
  page: string,
  options: { runs: number; warmups?: number; headers?: Record<string, string> },
): Promise<PageTiming> {
  const get = async () => {
    const response = await fetch(base + page, { headers: options.headers, redirect: 'manual' })
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
