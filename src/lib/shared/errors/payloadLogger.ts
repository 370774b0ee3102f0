import { defaultLoggerOptions } from 'payload'
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino'

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
 * The output is Payload's default (pretty lines on stdout).
 */
export function payloadLogger(destination: DestinationStream = defaultLoggerOptions as DestinationStream): Logger {
  const options: LoggerOptions = {
    enabled: process.env.DISABLE_LOGGING !== 'true',
    hooks: {
      logMethod(args, method, level) {
        const refusal = level >= ERROR_LEVEL ? requestRefusal(errorOf(args[0])) : null
        if (!refusal) return method.apply(this, args)
        this.info({ msg: `Refused (${refusal.status}): ${refusal.message}` })
      },
    },
  }
  return pino(options, destination)
}
