import { APIError } from 'payload'

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

/**
 * The one error the app throws on purpose: a code, and a message written for the person who
 * reads it (REST, GraphQL, the admin's toasts, a server action's answer). It is Payload's
 * APIError, so thrown in a hook or an endpoint Payload answers with its status and message.
 */
export class AppError extends APIError {
  readonly code: AppErrorCode

  constructor(code: AppErrorCode, message: string) {
    super(message, STATUS[code], null, true)
    this.code = code
    // The production build loses the classes' names, and Payload's error formatter then answers
    // 'An unknown error occurred.' instead of the message; a refusal keeps Payload's name
    // Forbidden so it is logged at info level like any other access refusal.
    this.name = code === 'FORBIDDEN' ? 'Forbidden' : 'APIError'
  }
}

/** Whether an error is one of ours (checked by shape: a bundle may hold a second copy of the class). */
export function isAppError(error: unknown): error is AppError {
  const code = (error as { code?: unknown } | null)?.code
  return error instanceof Error && typeof code === 'string' && code in STATUS
}
