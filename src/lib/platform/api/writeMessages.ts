import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import {
  IMAGE_DAMAGED,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  INVALID_FILE_TITLE,
  FILE_TOO_LARGE_TITLE,
} from '@/lib/infrastructure/files/uploadLimits'

import { withFailureMessage } from './failureAnswers'

type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

export type WriteVerb = 'created' | 'updated' | 'deleted'

/**
 * A collection's own success texts (spec 8), in its `custom.successMessages`, where the default
 * '{Singular} created/updated/deleted successfully' is not what the spec says. `{title}` is the
 * document's title (its `useAsTitle` field).
 */
export type SuccessMessages = Partial<Record<WriteVerb, string>>

/** The spec's refusal titles for an image upload, shown before its text (spec 5). */
const IMAGE_REFUSAL_TITLES: Record<string, string> = {
  [IMAGE_NOT_AN_IMAGE]: INVALID_FILE_TITLE,
  // A picture that does not decode is no usable image file either.
  [IMAGE_DAMAGED]: INVALID_FILE_TITLE,
  [IMAGE_TOO_LARGE]: FILE_TOO_LARGE_TITLE,
}

const singularLabel = (collection: SanitizedCollectionConfig) => {
  const label = collection.labels.singular
  return typeof label === 'string' ? label : typeof label === 'object' && label && 'en' in label ? String(label.en) : collection.slug
}

/** The success text of one write: 'Event updated successfully', 'Organization "ACME" deleted successfully'. */
export function successMessage(collection: SanitizedCollectionConfig, verb: WriteVerb, doc: Record<string, unknown> | undefined) {
  const custom = (collection.custom?.successMessages as SuccessMessages | undefined)?.[verb]
  const title = collection.admin.useAsTitle ? doc?.[collection.admin.useAsTitle] : undefined
  if (custom) return custom.replace('{title}', typeof title === 'string' ? title : '')
  return `${singularLabel(collection)} ${verb} successfully`
}

/** Which single-document write a REST request is, if any: POST /api/{slug}, PATCH or DELETE /api/{slug}/{id}. */
function writeVerb(method: string, slug: string[]): WriteVerb | null {
  if (method === 'POST' && slug.length === 1) return 'created'
  if (method === 'PATCH' && slug.length === 2) return 'updated'
  if (method === 'DELETE' && slug.length === 2) return 'deleted'
  return null
}

type WriteAnswer = { doc?: Record<string, unknown>; message?: string; errors?: { message?: string }[] }

/**
 * The messages of Payload's REST writes, which the admin panel shows as its toasts: Payload says
 * 'Updated successfully.' and 'Deleted successfully.' whatever the collection (no translation
 * key of its takes the label), so a successful single-document write answers with the
 * collection's text instead; image refusals get the spec's title before their text ('Invalid
 * File: Please select an image file.', which the admin's error toast shows as title and text);
 * refused writes get the spec's failure messages (./failureAnswers.ts). Other answers pass
 * through untouched.
 */
export function withWriteMessages(handler: RestHandler, config: Promise<SanitizedConfig>): RestHandler {
  return async (request, args) => {
    const response = await handler(request, args)
    const slug = (await args.params).slug ?? []
    // A refused write says the spec's failure message, where it names one ('Failed to create event: …').
    const failed = await withFailureMessage(request, response, slug, await config)
    if (failed) return failed
    const verb = writeVerb(request.method, slug)
    if (!verb || !(response.headers.get('content-type') ?? '').includes('application/json')) return response
    const collection = (await config).collections.find((entry) => entry.slug === slug[0])
    // Payload's own collections (preferences, locks) are no documents an admin writes.
    if (!collection || collection.slug.startsWith('payload-')) return response

    const answer = (await response.clone().json()) as WriteAnswer
    if (response.status < 400 && answer.doc) {
      // A draft saved (Save Draft) is no published change: its toast says so.
      const draft = verb !== 'deleted' && new URL(request.url).searchParams.get('draft') === 'true' && answer.doc._status === 'draft'
      answer.message = draft ? `${singularLabel(collection)} draft saved successfully` : successMessage(collection, verb, answer.doc)
    } else if (
      verb !== 'deleted' &&
      Array.isArray(answer.errors) &&
      answer.errors.some((error) => IMAGE_REFUSAL_TITLES[error.message ?? ''])
    ) {
      answer.errors = answer.errors.map((error) => {
        const title = IMAGE_REFUSAL_TITLES[error.message ?? '']
        return title ? { ...error, message: `${title}: ${error.message}` } : error
      })
    } else {
      return response
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(JSON.stringify(answer), { status: response.status, statusText: response.statusText, headers })
  }
}
