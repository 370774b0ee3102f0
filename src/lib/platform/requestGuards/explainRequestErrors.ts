import type { AfterErrorHook } from 'payload'

import { clientFault, underlyingError } from '@/lib/shared/errors/clientFault'

const UNKNOWN = 'An unknown error occurred.'

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
  const original = underlyingError(error) as { status?: number; message?: string }
  const status = original.status ?? 500
  if (status < 400 || status >= 500 || !original.message) return
  if (graphqlResult?.message === UNKNOWN) return { graphqlResult: { ...graphqlResult, message: original.message } }
  if (result?.errors?.length === 1 && result.errors[0]?.message === UNKNOWN)
    return { response: { errors: [{ message: original.message }] } }
}
