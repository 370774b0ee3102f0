import { getRequestLanguage, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'

import { adminTranslatorIn } from '@/i18n/admin/adminTranslator'
import {
  type AdminOperation,
  failureHeading,
  failureMessage,
  type FieldError,
  fieldErrorsReason,
  hasFailureMessage,
  refusalText,
} from '@/lib/admin/failureMessages'

type RefusedDocument = { message?: unknown; data?: { errors?: unknown } }
type FailedAnswer = { message?: unknown; docs?: unknown; errors?: RefusedDocument[] }

/** Which write a REST request is: one document (POST /api/{slug}, PATCH or DELETE /api/{slug}/{id}) or the rows a `where` picks (PATCH or DELETE /api/{slug}). */
function writeOperation(method: string, slug: string[]): AdminOperation | null {
  if (method === 'POST' && slug.length === 1) return 'create'
  if (method === 'PATCH' && (slug.length === 1 || slug.length === 2)) return 'update'
  if (method === 'DELETE' && (slug.length === 1 || slug.length === 2)) return 'delete'
  return null
}

/** Why one document was refused: its fields' errors when Payload's validation refused it (they name the fields), else the error's message. */
function reasonOf(refused: RefusedDocument | undefined): string | undefined {
  const fieldErrors = refused?.data?.errors
  if (Array.isArray(fieldErrors)) {
    const reason = fieldErrorsReason(fieldErrors as FieldError[])
    if (reason) return reason
  }
  return typeof refused?.message === 'string' && refused.message !== '' ? refused.message : undefined
}

/**
 * A refused write of a collection the spec gives failure messages for, answered with them in the
 * admin's language (Payload's `payload-lng` cookie, or the Accept-Language its admin sends): the
 * first error's message becomes 'Failed to create event: {reason}', which the edit form's toast
 * shows; the field errors (`data.errors`) stay, so the form still marks its fields. A list's
 * delete or update of several rows answers one error per row below a `message` (its toast's
 * heading), which becomes the spec's. Null for any other answer.
 */
export async function withFailureMessage(request: Request, response: Response, slug: string[], config: SanitizedConfig) {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('application/json')) return null
  const operation = writeOperation(request.method, slug)
  const collection = slug[0] ?? ''
  if (!operation || !hasFailureMessage(collection, operation)) return null

  const language = getRequestLanguage({ config, cookies: parseCookies(request.headers), headers: request.headers })
  const t = adminTranslatorIn(language === 'de' ? 'de' : 'en')
  const answer = (await response.clone().json()) as FailedAnswer
  const errors = Array.isArray(answer.errors) ? answer.errors : []
  if (slug.length === 1 && Array.isArray(answer.docs)) {
    const reasons = errors.flatMap((error) => (typeof error.message === 'string' ? [error.message] : []))
    answer.message = failureHeading(t, collection, operation, reasons)
    answer.errors = errors.map((error) =>
      typeof error.message === 'string' ? { ...error, message: refusalText(t, error.message) } : error,
    )
  } else {
    const [first, ...others] = errors
    answer.errors = [{ ...first, message: failureMessage(t, collection, operation, reasonOf(first)) }, ...others]
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(answer), { status: response.status, statusText: response.statusText, headers })
}
