import type { Payload } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { type ErrorText, errorText, readErrorText } from '@/lib/shared/errors/errorText'

import { countAttempt, subjectKey } from './attemptCounters'
import { mailboxKey } from './mailboxKey'
import { limitFor, RATE_LIMITED_ACTIONS, type RateLimitDimension, type RateLimitedAction, windowInUnits } from './rateLimitSettings'

/** Why an attempt is refused: `text` for the reader's language, `message` its English (logs, REST). */
export type RateLimitRefusal = { text: ErrorText; message: string; retryAfterSeconds: number }

/** Who an attempt is counted for; any of them may be unknown (then not counted). */
export type RateLimitSubjects = { address?: string | null; sender?: number | null; ip?: string | null; thread?: string | null }

// The sender's cap first: a sender over it uses up no recipient's (or thread's) count.
const DIMENSIONS: RateLimitDimension[] = ['sender', 'address', 'ip', 'thread']

/** The counted value of one dimension, or null when it is unknown. */
function valueOf(dimension: RateLimitDimension, who: RateLimitSubjects): string | null {
  if (dimension === 'address') return who.address ? mailboxKey(who.address) : null
  if (dimension === 'sender') return who.sender ? `user:${who.sender}` : null
  if (dimension === 'thread') return who.thread ?? null
  return who.ip ?? null
}

/**
 * Counts one attempt of an action for an e-mail address (counted as its inbox: mailboxKey.ts),
 * the member who causes it and a client IP, and says no, with the reason, when one is over its
 * limit. Every instance counts in the same PostgreSQL table, so the limits hold for the whole site.
 */
export async function checkRateLimit(
  payload: Payload,
  action: RateLimitedAction,
  who: RateLimitSubjects,
): Promise<RateLimitRefusal | null> {
  for (const dimension of DIMENSIONS) {
    const value = valueOf(dimension, who)
    const limit = limitFor(action, dimension)
    if (!value || !limit) continue
    if (!(await countAttempt(payload, `${action}:${dimension}`, subjectKey(payload, value), limit))) {
      const text =
        RATE_LIMITED_ACTIONS[action].refusal?.(dimension, limit) ??
        errorText('rateLimited', { action, ...windowInUnits(limit.windowSeconds) })
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

/** A refused attempt as an error: 429 with the message; `retryAfterSeconds` for the Retry-After header. */
export type RateLimitError = AppError & { retryAfterSeconds: number }

/** A refusal as Payload's REST API answers it: 429 with the message in errors[0].message. */
export function rateLimitError(refusal: RateLimitRefusal): RateLimitError {
  const error = Object.assign(new AppError('RATE_LIMITED', refusal.text), { retryAfterSeconds: refusal.retryAfterSeconds })
  error.name = RATE_LIMITED
  return error
}

/** The seconds a refused attempt should wait (an error from rateLimitError), or null. */
export const retryAfterOf = (error: unknown): number | null => {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds
  return typeof seconds === 'number' && seconds > 0 ? seconds : null
}

/**
 * The one guard of every e-mail a member (or a visitor) causes, called by the function that
 * sends it: counts the attempt and throws the refusal (an AppError, 429) when a limit is reached.
 * With `req` (a Payload request: REST or GraphQL) the answer carries Retry-After.
 */
export async function limitMemberMail(
  payload: Payload,
  action: RateLimitedAction,
  who: RateLimitSubjects,
  req?: { responseHeaders?: Headers },
): Promise<void> {
  const refusal = await checkRateLimit(payload, action, who)
  if (refusal) throwRefusal(refusal, req)
}

/** Throws a refusal as its error; with a Payload request, its answer carries Retry-After. */
export function throwRefusal(refusal: RateLimitRefusal, req?: { responseHeaders?: Headers }): never {
  if (req) {
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(refusal.retryAfterSeconds))
  }
  throw rateLimitError(refusal)
}
