import util from 'node:util'

import { currentRequestId } from './requestContext'

export type LogFormat = 'json' | 'pretty'

/**
 * How the server logs: LOG_FORMAT, else JSON lines when the operator runs in production
 * (NODE_ENV=production), pretty text otherwise (the quick start, development, the tests). The
 * launcher decides once from the operator's environment and passes LOG_FORMAT to the server,
 * whose NODE_ENV is always production.
 */
export function logFormat(env: Partial<Record<string, string>> = process.env): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT
  return env.NODE_ENV === 'production' ? 'json' : 'pretty'
}

type Level = 'debug' | 'info' | 'warn' | 'error'

/** One JSON line, as pino writes them (time, level, msg), with the request id of the request that caused it. */
export function jsonLine(level: Level, args: unknown[], extra: Record<string, unknown> = {}): string {
  const error = args.find((arg): arg is Error => arg instanceof Error)
  const requestId = currentRequestId()
  return `${JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg: util.format(...args),
    ...(requestId && { requestId }),
    ...(error && { err: { type: error.name, message: error.message, stack: error.stack } }),
    ...extra,
  })}\n`
}

/**
 * In JSON mode, console.* (ours, Next.js's and the libraries') writes JSON lines: errors and
 * warnings to stderr, the rest to stdout. Called first thing by the launcher and the server.
 */
export function useJsonConsole(format: LogFormat, extra: Record<string, unknown> = {}): void {
  if (format !== 'json') return
  const to =
    (stream: NodeJS.WriteStream, level: Level) =>
    (...args: unknown[]) =>
      void stream.write(jsonLine(level, args, extra))
  console.debug = to(process.stdout, 'debug')
  console.log = to(process.stdout, 'info')
  console.info = to(process.stdout, 'info')
  console.warn = to(process.stderr, 'warn')
  console.error = to(process.stderr, 'error')
}
