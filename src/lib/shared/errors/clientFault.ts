const WRONG_VALUE = 'A value in the request has the wrong type or is out of range.'
const MISSING_ROW = 'The request refers to a row that does not exist.'
const ALREADY_EXISTS = 'This already exists.'
const BODY_CUT_OFF = 'The request body ended before the whole form arrived. Please send it again.'
const FORM_MALFORMED = 'The form in the request body is malformed.'

/**
 * What busboy (Payload's multipart parser) says of a form body that ends early or is no form, and
 * what Node says of a request whose client went away while sending it (a cancelled upload).
 */
const CUT_OFF_FORMS = new Set(['Unexpected end of form', 'Unexpected end of file'])
const MALFORMED_FORMS = new Set(['Malformed part header', 'Multipart: Boundary not found'])
const isAbortedRequest = (error: { code?: unknown; message?: unknown }) => error.code === 'ECONNRESET' && error.message === 'aborted'

/**
 * A multipart body the client cut off (a cancelled upload: the browser stopped sending, issue 48)
 * or that is no well-formed form: Payload's parser throws a plain error, answered 500 and logged
 * as the server's. Null for any other error.
 */
function bodyFault(error: unknown): { status: number; message: string } | null {
  const { message, code } = (underlyingError(error) ?? {}) as { message?: unknown; code?: unknown }
  if (typeof message !== 'string') return null
  if (CUT_OFF_FORMS.has(message) || isAbortedRequest({ code, message })) return { status: 400, message: BODY_CUT_OFF }
  if (MALFORMED_FORMS.has(message)) return { status: 400, message: FORM_MALFORMED }
  return null
}

type DatabaseError = { code: string; detail?: string }

/** The error GraphQL wraps (its `originalError`), or the error itself. */
export const underlyingError = (error: unknown): unknown => (error as { originalError?: unknown } | null)?.originalError ?? error

/** The PostgreSQL error (SQLSTATE code and detail) behind an error, through the causes drizzle wraps it in. */
function databaseError(error: unknown): DatabaseError | null {
  let current = underlyingError(error)
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * What a database refusal means for the client: class 22, "data exception", is a value the
 * column cannot hold (an id 'abc', 1.5 or 99999999999 in a query, a NUL character in a text);
 * 23503 a relationship to a row that does not exist; 23505 a second row where one is allowed.
 * The request is at fault, so it is answered 400 or 409 (explainRequestErrors) and logged as
 * a refusal (payloadLogger), not as a server error. So is a form body cut off or malformed
 * (bodyFault). Null for any other error.
 */
export function clientFault(error: unknown): { status: number; message: string } | null {
  const database = databaseError(error)
  if (!database) return bodyFault(error)
  const { code } = database
  if (code.startsWith('22')) return { status: 400, message: WRONG_VALUE }
  // The other foreign-key refusal, deleting a row others still point at, is the server's to prevent.
  if (code === '23503' && !/still referenced/.test(database.detail ?? '')) return { status: 400, message: MISSING_ROW }
  if (code === '23505') return { status: 409, message: ALREADY_EXISTS }
  return null
}

/**
 * The refusal (a 4xx status and its message) that this error answers a request with, or null
 * when the error is the server's (5xx, or no status): Payload's and our errors carry their
 * status, GraphQL wraps them, and a database refusal caused by the request is the client's too
 * (its message then says what was wrong, not the SQL).
 */
export function requestRefusal(error: unknown): { status: number; message: string } | null {
  const fault = clientFault(error)
  if (fault) return fault
  const { status, message } = (underlyingError(error) ?? {}) as { status?: unknown; message?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: typeof message === 'string' && message !== '' ? message : 'No message.' }
}
