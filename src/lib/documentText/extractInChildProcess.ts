import { spawn } from 'node:child_process'
import path from 'node:path'

import { MAX_TEXT_CHARS } from './textStatus'

/** The worker, plain JavaScript beside this file; the server and the jobs run from the project's folder. */
export const EXTRACT_WORKER = path.join(process.cwd(), 'src/lib/documentText/extractWorker.mjs')

/** How long a file may take and how much heap its reading may use before the process is killed. */
export type ExtractionLimits = { timeoutMs: number; memoryMb: number }
export const EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: Number(process.env.TEXT_EXTRACTION_TIMEOUT_MS) || 30_000,
  memoryMb: Number(process.env.TEXT_EXTRACTION_MEMORY_MB) || 256,
}

export type Extraction = { ok: true; text: string } | { ok: false; problem: string }

/** The most a worker may print: its JSON of MAX_TEXT_CHARS characters, escapes included. */
const MAX_OUTPUT_BYTES = MAX_TEXT_CHARS * 12 + 1024

/**
 * Reads a file's text in a separate `node` process (extractWorker.mjs) with a heap cap and a
 * kill timeout, and no environment of the server's (no secrets, no loaders): whatever a
 * hostile file does to the reader (a parser bug, a zip bomb, an endless loop), the server only
 * sees the process fail. Never throws for the file's sake: a failure is `{ ok: false, problem }`.
 */
export function extractInChildProcess(file: string, mimeType: string, limits: ExtractionLimits = EXTRACTION_LIMITS): Promise<Extraction> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${limits.memoryMb}`, EXTRACT_WORKER, file, mimeType, String(MAX_TEXT_CHARS)],
      {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const stdout: Buffer[] = []
    let stdoutBytes = 0
    let stderr = ''
    let killedFor: string | null = null
    const kill = (reason: string) => {
      if (killedFor) return
      killedFor = reason
      child.kill('SIGKILL')
    }
    const timer = setTimeout(() => kill(`Reading took longer than ${limits.timeoutMs} ms`), limits.timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length
      if (stdoutBytes > MAX_OUTPUT_BYTES) return kill('The reader printed more than it may')
      stdout.push(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8')
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, problem: `The reader could not start: ${error.message}` })
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (killedFor) return resolve({ ok: false, problem: killedFor })
      if (code !== 0) {
        const reason = stderr.trim().split('\n')[0] || (signal ? `The reader stopped (${signal})` : `The reader failed (exit ${code})`)
        // V8 ends a process over its heap cap with an abort and a fatal-error report.
        const outOfMemory = /heap out of memory|Reached heap limit/i.test(stderr)
        return resolve({ ok: false, problem: outOfMemory ? `Reading needed more than ${limits.memoryMb} MB` : reason })
      }
      try {
        const { text } = JSON.parse(Buffer.concat(stdout).toString('utf8')) as { text: unknown }
        if (typeof text !== 'string') throw new Error('no text')
        resolve({ ok: true, text })
      } catch {
        resolve({ ok: false, problem: 'The reader answered nothing readable' })
      }
    })
  })
}
