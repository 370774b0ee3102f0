import { APIError, Forbidden } from 'payload'

/**
 * An error whose message reaches the client (REST, GraphQL, admin toasts). In the production
 * build Payload's error classes lose their constructor name, and Payload's error formatter
 * then answers 'An unknown error occurred.' instead of the message, so the name is set here.
 */
export function publicError(message: string, status: number): APIError {
  const error = new APIError(message, status, null, true)
  error.name = 'APIError'
  return error
}

/**
 * Payload's Forbidden (403) with a message that says why. It keeps the name `Forbidden` (lost
 * in the production build, as above) so Payload logs it at info level like any other access
 * refusal, not as a server error.
 */
export function forbiddenError(message: string): Forbidden {
  const error = new Forbidden()
  error.name = 'Forbidden'
  error.message = message
  return error
}
