import { APIError } from 'payload'

import { type ErrorText, readErrorText } from './errorText'

/** What went wrong, in the product's terms; each has its HTTP status. */
const STATUS = {
  INVALID_INPUT: 400,
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const

export type AppErrorCode = keyof typeof STATUS

/** The name every AppError but a refusal of access carries (logged at info level). */
export const APP_ERROR_NAME = 'AppError'

/**
 * The one error the app throws on purpose: a code, and a message written for the person who
 * reads it (REST, GraphQL, the admin's toasts, a server action's answer). It is Payload's
 * APIError, so thrown in a hook or an endpoint Payload answers with its status and message.
 */
export class AppError extends APIError {
  readonly code: AppErrorCode
  /** The headline a member's toast shows above the message, where the specification names one ('Survey Closed'). */
  readonly title?: ErrorText
  /** The message from the catalogue, so a member reads it in their language; `message` is its English (APIs, logs). */
  readonly text?: ErrorText

  constructor(code: AppErrorCode, message: string | ErrorText, options: { title?: ErrorText } = {}) {
    super(typeof message === 'string' ? message : readErrorText(message), STATUS[code], null, true)
    this.code = code
    this.text = typeof message === 'string' ? undefined : message
    this.title = options.title
    // The production build loses the classes' names, and Payload's error formatter then answers
    // 'An unknown error occurred.' instead of the message. The name also picks the log level
    // (payload.config's loggingLevels): a refusal is routine, one info line, not an error with a
    // stack; Forbidden is Payload's own name for an access refusal.
    this.name = code === 'FORBIDDEN' ? 'Forbidden' : APP_ERROR_NAME
  }
}

/** Whether an error is one of ours (checked by shape: a bundle may hold a second copy of the class). */
export function isAppError(error: unknown): error is AppError {
  const code = (error as { code?: unknown } | null)?.code
  return error instanceof Error && typeof code === 'string' && code in STATUS
}

/**
 * Whether an error's message is written for the person who reads it: ours, or one of Payload's
 * public errors (a wrong password, a validation message, a refusal). Checked by shape too.
 */
export function isPublicError(error: unknown): error is Error & { status: number } {
  return isAppError(error) || (error instanceof Error && (error as { isPublic?: unknown }).isPublic === true)
}
