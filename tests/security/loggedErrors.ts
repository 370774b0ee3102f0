import { format } from 'node:util'
import type { Payload } from 'payload'
import { symbols } from 'pino'

const ERROR_LEVEL = 50

/**
 * What this process logs at ERROR or above while `work` runs, in process instead of a server's
 * log: the lines Payload's logger writes (after its own rule that logs refusals as info, see
 * src/lib/shared/errors/payloadLogger.ts) and console.error. Each distinct line once, with its count.
 * A probe line first proves the capture sees what the logger writes (a logger writing nowhere
 * would prove nothing); it is not counted.
 */
export async function errorsLoggedDuring(payload: Payload, work: () => Promise<void>): Promise<string[]> {
  const stream = (payload.logger as unknown as Record<symbol, { write: (chunk: string) => boolean }>)[symbols.streamSym]
  if (!stream) throw new Error("errorsLoggedDuring: Payload's logger has no stream to watch")
  const counts = new Map<string, number>()
  const note = (line: string) => counts.set(line.slice(0, 200), (counts.get(line.slice(0, 200)) ?? 0) + 1)
  const write = stream.write
  const consoleError = console.error
  stream.write = function (this: unknown, chunk: string) {
    try {
      const entry = JSON.parse(String(chunk)) as { level?: number; msg?: string; err?: { message?: string } }
      if ((entry.level ?? 0) >= ERROR_LEVEL) note(`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim())
    } catch {
      // A line that is no JSON is no pino entry.
    }
    return write.call(this, chunk)
  }
  console.error = (...args: unknown[]) => {
    note(format(...args))
    consoleError(...args)
  }
  try {
    const probe = `errorsLoggedDuring: probe ${process.pid}`
    payload.logger.error(probe)
    if (!counts.delete(probe)) throw new Error("errorsLoggedDuring: the probe never reached Payload's log stream")
    await work()
  } finally {
    stream.write = write
    console.error = consoleError
  }
  return [...counts].map(([line, count]) => `${count} × ${line}`)
}
