import type { AfterErrorHook } from 'payload'

import { clientFault, underlyingError } from '@/lib/shared/errors/clientFault'

const UNKNOWN = 'An unknown error occurred.'

type FieldError = { label?: unknown; message?: unknown; path?: unknown }
type ValidationData = { collection?: unknown; global?: unknown; errors?: unknown }

/**
 * The fields a refused write names (Payload's ValidationError `data`): each field's path, label and
 * message, which the admin's form marks and the failure messages name
 * (src/lib/platform/api/failureAnswers.ts). Null when the error names no fields.
 */
function refusedFields(data: unknown): { collection?: unknown; global?: unknown; errors: FieldError[] } | null {
  const { collection, global, errors } = (data ?? {}) as ValidationData
  if (!Array.isArray(errors) || errors.length === 0) return null
  const fields = (errors as FieldError[]).map(({ label, message, path }) => ({
    ...(typeof label === 'string' ? { label } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof path === 'string' ? { path } : {}),
  }))
  return { collection, global, errors: fields }
}

/**
 * Every refused REST and GraphQL request says why. A database refusal caused by the request
 * (a value the column cannot hold, a missing related row, a duplicate) becomes 400 or 409 with
 * a clear message instead of 500; a 4xx whose message Payload's production build hides (its
 * error classes lose their names there, so it answers 'An unknown error occurred.') gets its
 * own message back, as 'Invalid JSON' or 'Token is either invalid or has expired.'. A refused
 * form's field errors, which the production build drops for the same reason, are given back too.
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
  const original = underlyingError(error) as { status?: number; message?: string; data?: unknown }
  const status = original.status ?? 500
  if (status < 400 || status >= 500 || !original.message) return
  if (graphqlResult?.message === UNKNOWN) return { graphqlResult: { ...graphqlResult, message: original.message } }
  const [only, ...others] = result?.errors ?? []
  if (!only || others.length > 0) return
  // Only Payload's own answer for this error: a collection's hook may have answered in its own words.
  const ownAnswer = only.message === original.message && (only as { data?: unknown }).data === undefined
  const fields = ownAnswer ? refusedFields(original.data) : null
  if (only.message === UNKNOWN || fields)
    return { response: { errors: [{ ...(fields ? { name: 'ValidationError', data: fields } : {}), message: original.message }] } }
}
