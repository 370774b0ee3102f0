import type { AfterErrorHook } from 'payload'

export const WRONG_VALUE = 'A value in the request has the wrong type or is out of range.'
const UNKNOWN = 'An unknown error occurred.'

/**
 * PostgreSQL's class 22, "data exception": a value the column cannot hold, such as an id 'abc',
 * 1.5 or 99999999999 sent in an address or a query. The request is at fault, not the server.
 */
function isDataException(error: unknown): boolean {
  let current = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Every refused REST and GraphQL request says why. A database data exception becomes 400 with
 * a clear message instead of 500; a 4xx whose message Payload's production build hides (its
 * error classes lose their names there, so it answers 'An unknown error occurred.') gets its
 * own message back, as 'Invalid JSON' or 'Token is either invalid or has expired.'.
 */
export const explainRequestErrors: AfterErrorHook = ({ error, graphqlResult, result }) => {
  if (isDataException(error)) {
    if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: WRONG_VALUE, extensions: { ...graphqlResult.extensions, statusCode: 400 } } }
    return { status: 400, response: { errors: [{ message: WRONG_VALUE }] } }
  }
  const status = (error as { status?: number }).status ?? 500
  if (status < 400 || status >= 500 || !error.message) return
  if (graphqlResult?.message === UNKNOWN) return { graphqlResult: { ...graphqlResult, message: error.message } }
  if (result?.errors?.length === 1 && result.errors[0]?.message === UNKNOWN) return { response: { errors: [{ message: error.message }] } }
}
