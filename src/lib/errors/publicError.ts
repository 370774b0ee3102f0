import { APIError } from 'payload'

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
