import type { AfterErrorHook } from 'payload'

const WRONG_VALUE = 'A value in the request has the wrong type or is out of range.'
const MISSING_ROW = 'The request refers to a row that does not exist.'
const ALREADY_EXISTS = 'This already exists.'
const UNKNOWN = 'An unknown error occurred.'

type DatabaseError = { code: string; detail?: string }

/** The error GraphQL wraps (its `originalError`), or the error itself. */
const underlying = (error: unknown): unknown => (error as { originalError?: unknown }).originalError ?? error

/** The PostgreSQL error (SQLSTATE code and detail) behind an error, through the causes drizzle wraps it in. */
function databaseError(error: unknown): DatabaseError | null {
  let current = underlying(error)
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * What a database refusal means for the client: class 22, "data exception", is a value the
 * column cannot hold (an id 'abc', 1.5 or 99999999999 in a query); 23503 a relationship to a
 * row that does not exist; 23505 a second row where one is allowed. The request is at fault.
 */
function clientFault(error: unknown): { status: number; message: string } | null {
  const database = databaseError(error)
  if (!database) return null
  const { code } = database
  if (code.startsWith('22')) return { status: 400, message: WRONG_VALUE }
  // The other foreign-key refusal, deleting a row others still point at, is the server's to prevent.
  if (code === '23503' && !/still referenced/.test(database.detail ?? '')) return { status: 400, message: MISSING_ROW }
  if (code === '23505') return { status: 409, message: ALREADY_EXISTS }
  return null
}

/**
 * Every refused REST and GraphQL request says why. A database refusal caused by the request
 * (a value the column cannot hold, a missing related row, a duplicate) becomes 400 or 409 with
 * a clear message instead of 500; a 4xx whose message Payload's production build hides (its
 * error classes lose their names there, so it answers 'An unknown error occurred.') gets its
 * own message back, as 'Invalid JSON' or 'Token is either invalid or has expired.'.
 */
export const explainRequestErrors: AfterErrorHook = ({ error, graphqlResult, result }) => {
  const fault = clientFault(error)
  if (fault) {
    if (graphqlResult)
      return {
        graphqlResult: { ...graphqlResult, message: fault.message, extensions: { ...graphqlResult.extensions, statusCode: fault.status } },
      }
    return { status: fault.status, response: { errors: [{ message: fault.message }] } }
  }
  const original = underlying(error) as { status?: number; message?: string }
  const status = original.status ?? 500
  if (status < 400 || status >= 500 || !original.message) return
  if (graphqlResult?.message === UNKNOWN) return { graphqlResult: { ...graphqlResult, message: original.message } }
  if (result?.errors?.length === 1 && result.errors[0]?.message === UNKNOWN)
    return { response: { errors: [{ message: original.message }] } }
}
