/**
 * The restart supervisor of `npm start` (scripts/server/superviseServer.ts) with real child processes
 * standing in for the Next.js server: backoff, its reset, giving up, and a stop during a backoff.
 * The real server killed under the real launcher: tests/resilience/crashes.resilience.ts.
 */
import { spawn } from 'node:child_process'
import { describe, expect, test } from 'vitest'

import { superviseServer } from '../../scripts/server/superviseServer'

/** A child that lives `ms` milliseconds, then exits with `code`. */
const child = (ms: number, code: number) => () => spawn(process.execPath, ['-e', `setTimeout(() => process.exit(${code}), ${ms})`])

function watch(options: Omit<Parameters<typeof superviseServer>[0], 'log'>) {
  const started: number[] = []
  const messages: string[] = []
  const supervisor = superviseServer({
    ...options,
    start: () => {
      started.push(Date.now())
      return options.start()
    },
    log: (message) => messages.push(message),
  })
  return { supervisor, started, messages }
}

describe('the restart supervisor', () => {
  test('restarts a dying server with a doubling delay, logs how it ended, and gives up on one that keeps dying at once', async () => {
    const { supervisor, started, messages } = watch({ start: child(0, 3), firstDelayMs: 100, maxDelayMs: 1_000, maxQuickDeaths: 4 })
    expect(await supervisor.done).toBe(1)
    // The first start and four restarts; the fifth quick death ends it.
    expect(started).toHaveLength(5)
    const gaps = started.slice(1).map((at, i) => at - started[i]!)
    // 100, 200, 400, 800 ms of backoff (plus the child's own start-up each time).
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(100 * 2 ** i))
    expect(messages[0]).toMatch(
      /^The Next.js server exited with code 3 after \d+ s; restarting it in 0.1 s \(the database keeps running\)\.$/,
    )
    expect(messages.at(-1)).toMatch(/exited with code 3 \d+ s after it started \(5 times in a row within 60 s of starting\): giving up/)
  })

  test('the delay is capped, and starts over after a server that stayed up', async () => {
    let runs = 0
    // Three quick deaths, one that lived past stableAfterMs, then quick deaths until it gives up.
    const { supervisor, messages } = watch({
      start: () => child(runs++ === 3 ? 3_000 : 0, 1)(),
      firstDelayMs: 50,
      maxDelayMs: 100,
      // Well above a loaded machine's Node start-up: the quick deaths must count as quick.
      stableAfterMs: 2_000,
      maxQuickDeaths: 3,
    })
    expect(await supervisor.done).toBe(1)
    const delays = messages.filter((message) => message.includes('restarting')).map((message) => /in ([\d.]+) s/.exec(message)![1])
    expect(delays).toEqual(['0.05', '0.1', '0.1', '0.05', '0.1', '0.1'])
  })

  test('a killed server is reported with its signal', async () => {
    let first = true
    const { supervisor, messages } = watch({
      start: () => {
        const process = child(60_000, 0)()
        if (first) setTimeout(() => process.kill('SIGKILL'), 200)
        first = false
        return process
      },
      firstDelayMs: 50,
    })
    await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1)
    expect(messages[0]).toMatch(
      /^The Next.js server was killed by SIGKILL after \d+ s \(the kernel’s out-of-memory killer or an operator\); restarting it in 0.05 s/,
    )
    await supervisor.stop('SIGTERM')
    expect(await supervisor.done).toBe(0)
  })

  test('stop() during a backoff ends at once and starts nothing more', async () => {
    const { supervisor, started, messages } = watch({ start: child(0, 1), firstDelayMs: 5_000 })
    await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1)
    const stoppedAt = Date.now()
    await supervisor.stop('SIGTERM')
    expect(Date.now() - stoppedAt).toBeLessThan(1_000)
    expect(await supervisor.done).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(started).toHaveLength(1)
  })

  test('a server that exits 0 on its own was told to stop: no restart', async () => {
    const { supervisor, started, messages } = watch({ start: child(0, 0), firstDelayMs: 10 })
    expect(await supervisor.done).toBe(0)
    expect(started).toHaveLength(1)
    expect(messages[0]).toMatch(/stopped cleanly on its own/)
  })
})
