import {
  APIError,
  AuthenticationError,
  type Config,
  ErrorDeletingFile,
  FileRetrievalError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
} from 'payload'

/** Payload's errors that answer a client's mistake or a refusal (4xx): routine, not server errors. */
const REFUSALS = {
  AuthenticationError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
}

/**
 * Payload names each error after its class (`this.name = this.constructor.name`) and picks the
 * log level by that name (loggingLevels). The production build minifies the class names ('i',
 * 'x'), so a wrong password or a missing page was logged as an ERROR with its stack. Giving the
 * classes their names back, once when the config loads, keeps logs and levels right.
 */
export function keepPayloadErrorNames() {
  for (const [name, errorClass] of Object.entries({ ...REFUSALS, APIError, ErrorDeletingFile, FileRetrievalError })) {
    if (errorClass.name !== name) Object.defineProperty(errorClass, 'name', { value: name })
  }
}

/** Payload's refusals, one info line each with the message. */
export const REFUSAL_LOG_LEVELS = Object.fromEntries(Object.keys(REFUSALS).map((name) => [name, 'info'])) as Config['loggingLevels']
