import { describe, expect, it } from 'vitest'

import { asBackgroundWork, MIN_REST_MS, REST_FACTOR, restAfter } from '@/lib/infrastructure/jobs/backgroundWork'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A piece of work that records when it ran. */
const piece =
  (log: { name: string; start: number; end: number }[], name: string, ms: number, fail = false) =>
  async () => {
    const start = performance.now()
    await sleep(ms)
    log.push({ name, start, end: performance.now() })
    if (fail) throw new Error(`${name} failed`)
    return name
  }

describe('background work (the queue’s pieces beside the requests)', () => {
  it('runs one piece at a time, in order, and a failure neither stops the next nor is lost', async () => {
    const log: { name: string; start: number; end: number }[] = []
    const results = await Promise.allSettled([
      asBackgroundWork(piece(log, 'a', 30), false),
      asBackgroundWork(piece(log, 'b', 10, true), false),
      asBackgroundWork(piece(log, 'c', 10), false),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((results[1] as PromiseRejectedResult).reason).toHaveProperty('message', 'b failed')
    expect(log.map((entry) => entry.name)).toEqual(['a', 'b', 'c'])
    for (let index = 1; index < log.length; index++) expect(log[index]!.start).toBeGreaterThanOrEqual(log[index - 1]!.end)
  })

  it('on a server, rests after each piece REST_FACTOR times as long as it took before the next starts, without making its caller wait', async () => {
    const log: { name: string; start: number; end: number }[] = []
    const first = asBackgroundWork(piece(log, 'slow', 120), true)
    const second = asBackgroundWork(piece(log, 'next', 5), true)
    await first
    const firstDoneAt = performance.now()
    // The caller has its answer at once: the rest is the next piece's wait.
    expect(firstDoneAt - log[0]!.end).toBeLessThan(60)
    await second
    const [slow, next] = log
    // A timer may fire a millisecond early.
    expect(next!.start - slow!.end).toBeGreaterThanOrEqual(restAfter(slow!.end - slow!.start) - 5)
  })

  it('rests at least MIN_REST_MS, and REST_FACTOR times as long as the piece took beyond it', () => {
    expect(restAfter(0)).toBe(MIN_REST_MS)
    expect(restAfter(5)).toBe(MIN_REST_MS)
    expect(restAfter(250.4)).toBe(Math.round(REST_FACTOR * 250.4))
  })
})
