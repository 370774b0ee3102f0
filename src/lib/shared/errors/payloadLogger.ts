import { defaultLoggerOptions } from 'payload'
import { type DestinationStream, destination as fileDestination, type Logger, type LoggerOptions, pino, stdTimeFunctions } from 'pino'

import { logFormat } from '@/lib/infrastructure/observability/logFormat'
import { currentRequestId } from '@/lib/infrastructure/observability/requestContext'

import { requestRefusal } from './clientFault'

const ERROR_LEVEL = 50

/** The error an entry logs: Payload logs `{ err }`, or the error itself. */
const errorOf = (entry: unknown): unknown =>
  entry instanceof Error ? entry : typeof entry === 'object' && entry !== null && 'err' in entry ? (entry as { err: unknown }).err : null

/**
 * Payload's logger, with one rule: an error that refuses a request (a 4xx, see requestRefusal)
 * is logged as one info line with its message and status, not as an error with its stack and
 * SQL. Payload picks levels by the error's class name (payload.config's loggingLevels), which
 * misses a refusal GraphQL wraps in its own error, an APIError with a 4xx status and a
 * database error caused by a value in the request; an error log stays for the server's faults.
 * The output is Payload's default (pretty lines on stdout), or pino's own JSON lines in JSON mode
 * (LOG_FORMAT: logFormat.ts) with ISO times, level names and the id of the request that caused them.
 */
export function payloadLogger(destination?: DestinationStream): Logger {
  const json = logFormat() === 'json'
  const options: LoggerOptions = {
    enabled: process.env.DISABLE_LOGGING !== 'true',
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
    ...(json && {
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
      base: undefined,
    }),
    hooks: {
      logMethod(args, method, level) {
        const refusal = level >= ERROR_LEVEL ? requestRefusal(errorOf(args[0])) : null
        if (!refusal) return method.apply(this, args)
        this.info({ msg: `Refused (${refusal.status}): ${refusal.message}` })
      },
    },
  }
  return pino(options, destination ?? (json ? fileDestination({ fd: 1, sync: true }) : (defaultLoggerOptions as DestinationStream)))
}
