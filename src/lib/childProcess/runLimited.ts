import { spawn } from 'node:child_process'

/** How long a worker may take and how much heap it may use before it is killed. */
export type ProcessLimits = { timeoutMs: number; memoryMb: number }

export type LimitedRun = { ok: true; stdout: Buffer } | { ok: false; problem: string }

/**
 * Runs a plain-JavaScript worker in a separate `node` process with a heap cap, a kill timeout,
 * a cap on what it may print and no environment of the server's (no secrets, no loaders):
 * whatever a hostile file does to the worker (a parser bug, a zip bomb, an endless loop), the
 * server only sees the process fail. `doing` names the work in the problems ("Reading", "Labelling").
 * Never throws: a failure is `{ ok: false, problem }`.
 */
export function runLimited(
  worker: string,
  args: string[],
  { limits, maxOutputBytes, doing }: { limits: ProcessLimits; maxOutputBytes: number; doing: string },
): Promise<LimitedRun> {
  const name = doing.toLowerCase()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.memoryMb}`, worker, ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const stdout: Buffer[] = []
    let stdoutBytes = 0
    let stderr = ''
    let killedFor: string | null = null
    const kill = (reason: string) => {
      if (killedFor) return
      killedFor = reason
      child.kill('SIGKILL')
    }
    const timer = setTimeout(() => kill(`${doing} took longer than ${limits.timeoutMs} ms`), limits.timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length
      if (stdoutBytes > maxOutputBytes) return kill(`The ${name} process printed more than it may`)
      stdout.push(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8')
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, problem: `The ${name} process could not start: ${error.message}` })
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (killedFor) return resolve({ ok: false, problem: killedFor })
      if (code !== 0) {
        const reason =
          stderr.trim().split('\n')[0] || (signal ? `The ${name} process stopped (${signal})` : `The ${name} process failed (exit ${code})`)
        // V8 ends a process over its heap cap with an abort and a fatal-error report.
        const outOfMemory = /heap out of memory|Reached heap limit/i.test(stderr)
        return resolve({ ok: false, problem: outOfMemory ? `${doing} needed more than ${limits.memoryMb} MB` : reason })
      }
      resolve({ ok: true, stdout: Buffer.concat(stdout) })
    })
  })
}
