/**
 * Keeps the Next.js server of `npm start` running: when it dies (out of memory, a crash, a
 * kill), the launcher logs how it ended and starts it again after a backoff (1 s, 2 s, 4 s, …
 * up to 30 s; back to 1 s once a server stayed up a minute), while the database stays up.
 * A server that keeps dying soon after it starts (a broken build, a bad setting) is given up
 * after a few tries instead of restarted forever.
 */
import type { ChildProcess } from 'node:child_process'

export type SuperviseOptions = {
  /** Starts one server process. */
  start: () => ChildProcess
  log?: (message: string) => void
  firstDelayMs?: number
  maxDelayMs?: number
  /** A server that stayed up this long counts as healthy: the backoff starts over. */
  stableAfterMs?: number
  /** Deaths in a row, each before stableAfterMs, after which the supervisor gives up. */
  maxQuickDeaths?: number
}

export type Supervisor = {
  /** Stops the server with `signal` and restarts nothing more; resolves once it has exited. */
  stop: (signal: NodeJS.Signals) => Promise<void>
  /**
   * Resolves when supervision ends: 0 after stop() or when the server exited 0 on its own (it
   * was told to stop), 1 when the supervisor gave up.
   */
  done: Promise<number>
}

export function superviseServer({
  start,
  log = (message) => console.error(message),
  firstDelayMs = 1_000,
  maxDelayMs = 30_000,
  stableAfterMs = 60_000,
  maxQuickDeaths = 5,
}: SuperviseOptions): Supervisor {
  let child: ChildProcess
  let startedAt = 0
  let stopping = false
  let quickDeaths = 0
  let restartTimer: NodeJS.Timeout | undefined
  let finish: (code: number) => void = () => {}
  const done = new Promise<number>((resolve) => (finish = resolve))

  const run = () => {
    startedAt = Date.now()
    child = start()
    child.once('exit', (code, signal) => {
      const upSeconds = (Date.now() - startedAt) / 1000
      if (stopping) return finish(0)
      if (code === 0) {
        log(`The Next.js server stopped cleanly on its own (after ${upSeconds.toFixed(0)} s): stopping.`)
        return finish(0)
      }
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`
      quickDeaths = upSeconds * 1000 < stableAfterMs ? quickDeaths + 1 : 1
      if (quickDeaths > maxQuickDeaths) {
        log(
          `The Next.js server ${how} ${upSeconds.toFixed(0)} s after it started (${quickDeaths} times in a row within ` +
            `${stableAfterMs / 1000} s of starting): giving up. A broken build or setting? Its output is above.`,
        )
        return finish(1)
      }
      const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (quickDeaths - 1))
      log(
        `The Next.js server ${how} after ${upSeconds.toFixed(0)} s` +
          `${signal === 'SIGKILL' ? ' (the kernel’s out-of-memory killer or an operator)' : ''}; ` +
          `restarting it in ${delayMs / 1000} s (the database keeps running).`,
      )
      restartTimer = setTimeout(() => {
        restartTimer = undefined
        if (!stopping) run()
      }, delayMs)
    })
  }
  run()
  // A launcher that dies itself (an uncaught error, such as writing to a closed log pipe) takes
  // its server along instead of leaving it running, unsupervised, on the port.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  })

  return {
    done,
    stop: async (signal) => {
      stopping = true
      if (restartTimer) {
        clearTimeout(restartTimer)
        restartTimer = undefined
        finish(0)
      } else if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      else finish(0)
      await done
    },
  }
}
