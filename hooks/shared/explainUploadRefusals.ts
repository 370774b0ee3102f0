import type { AfterErrorHook } from 'payload'

type FieldError = { message?: string; path?: string }

/**
 * Payload's own upload checks (a corrupt PDF, an unsafe SVG, a type its content betrays) throw a
 * ValidationError on the `file` field: its message is the generic 'The following field is
 * invalid: file', and the reason ('Invalid PDF file.') sits in its field errors, which the admin
 * form puts on a field it does not show. The answer's message becomes the reason itself, so the
 * admin's toast and an API client both read it; the field errors stay as Payload sent them.
 */
export const explainUploadRefusals: AfterErrorHook = ({ error, result }) => {
  // By its shape: the production build's error classes lose their names (src/lib/shared/errors/appError.ts).
  const { status, data } = error as { status?: number; data?: { errors?: FieldError[] } }
  if (!result || status !== 400 || !Array.isArray(data?.errors)) return
  const fieldErrors = data.errors
  if (!fieldErrors.length || !fieldErrors.every((fieldError) => fieldError.path === 'file' && fieldError.message)) return
  const reasons = [...new Set(fieldErrors.map((fieldError) => fieldError.message!))].join(' ')
  const answered = result.errors?.[0] as Record<string, unknown> | undefined
  return { response: { errors: [{ ...answered, name: 'ValidationError', message: reasons, data: { errors: fieldErrors } }] } }
}
