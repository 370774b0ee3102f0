/** Summaries of repeated timings, shared by the page and dashboard benchmarks. */

export type Timing = { runs: number; medianMs: number; p95Ms: number; minMs: number; maxMs: number }

/** Median and nearest-rank p95 of a set of durations. */
export function summarize(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b)
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { runs: sorted.length, medianMs: median, p95Ms: rank(0.95), minMs: sorted[0]!, maxMs: sorted[sorted.length - 1]! }
}
