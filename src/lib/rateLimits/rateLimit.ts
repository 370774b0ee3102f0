import type { Payload } from 'payload'

import { countAttempt, subjectKey } from './attemptCounters'
import { limitFor, type RateLimitDimension, type RateLimitedAction, windowInUnits } from './rateLimitSettings'
import { AppError } from '../errors/appError'
import { type ErrorText, errorText, readErrorText } from '../errors/errorText'

/** Why an attempt is refused: `text` for the reader's language, `message` its English (logs, REST). */
export type RateLimitRefusal = { text: ErrorText; message: string; retryAfterSeconds: number }

const DIMENSIONS: RateLimitDimension[] = ['address', 'ip']

/**
 * Counts one attempt of an action for an e-mail address and a client IP (either may be
 * unknown) and says no, with the reason, when either is over its limit. Every instance counts
 * in the same PostgreSQL table, so the limits hold for the whole site.
 */
export async function checkRateLimit(
  payload: Payload,
  action: RateLimitedAction,
  who: { address?: string | null; ip?: string | null },
): Promise<RateLimitRefusal | null> {
  for (const dimension of DIMENSIONS) {
    const value = dimension === 'address' ? who.address?.trim().toLowerCase() : who.ip
    const limit = limitFor(action, dimension)
    if (!value || !limit) continue
    if (!(await countAttempt(payload, `${action}:${dimension}`, subjectKey(payload, value), limit))) {
      const text = errorText('rateLimited', { action, ...windowInUnits(limit.windowSeconds) })
      const message = readErrorText(text)
      // For monitoring: which limit, never the address or IP.
      payload.logger.info({ msg: `Rate limit reached (${action} per ${dimension}): ${message}` })
      return { text, message, retryAfterSeconds: limit.windowSeconds }
    }
  }
  return null
}

/** The error name of rate-limit refusals: payload.config's loggingLevels keeps them out of the error log (logged above). */
export const RATE_LIMITED = 'TooManyRequests'

/** A refusal as Payload's REST API answers it: 429 with the message in errors[0].message. */
export function rateLimitError(refusal: RateLimitRefusal) {
  const error = new AppError('RATE_LIMITED', refusal.text)
  error.name = RATE_LIMITED
  return error
}
