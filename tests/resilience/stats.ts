/** Counts and latencies of one kind of request during a load run. */
export type KindStats = {
  requests: number
  latencies: number[]
  errors: number
  status5xx: number
  otherFailures: number
  samples: string[]
}

export const emptyStats = (): KindStats => ({ requests: 0, latencies: [], errors: 0, status5xx: 0, otherFailures: 0, samples: [] })

/** Nearest-rank percentile. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

export function record(stats: KindStats, outcome: { status: number; ms: number; ok: boolean; body: string }, what: string) {
  stats.requests++
  stats.latencies.push(outcome.ms)
  if (outcome.status >= 500) stats.status5xx++
  else if (!outcome.ok) stats.otherFailures++
  if ((outcome.status >= 500 || !outcome.ok) && stats.samples.length < 5)
    stats.samples.push(`${what}: ${outcome.status} ${outcome.body.slice(0, 200)}`)
}

export function recordError(stats: KindStats, error: unknown, what: string) {
  stats.requests++
  stats.errors++
  if (stats.samples.length < 5) stats.samples.push(`${what}: ${error instanceof Error ? error.message : String(error)}`)
}

/** A small seeded generator (mulberry32), so a run's mix is the same every time. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
