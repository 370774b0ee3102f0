import type { Field, SanitizedConfig, Validate } from 'payload'

import { isStorableText } from '@/lib/shared/validation/storableText'

export const NOT_TEXT = 'This field takes text.'
const UNSTORABLE = 'The text contains a NUL character, which cannot be stored. Please remove it.'

const TEXT_TYPES = new Set(['text', 'textarea', 'code', 'email'])

/** Why a value is not one a text field (a list of texts where it has many) can hold, or null. */
function textProblem(value: unknown, hasMany: boolean): string | null {
  if (value === null || value === undefined) return null
  const values = hasMany && Array.isArray(value) ? value : [value]
  if (values.some((entry) => typeof entry !== 'string')) return NOT_TEXT
  if (values.some((entry) => !isStorableText(entry as string))) return UNSTORABLE
  return null
}

function checkText(fields: Field[]): void {
  for (const field of fields) {
    if (TEXT_TYPES.has(field.type)) {
      // Sanitized, a field has its check (Payload's default or its own), or none when Payload sets its value.
      const own = ('validate' in field ? field.validate : undefined) as Validate | undefined
      const hasMany = 'hasMany' in field && field.hasMany === true
      const validate: Validate = (value, options) => textProblem(value, hasMany) ?? (own ? own(value, options) : true)
      Object.assign(field, { validate })
    } else if (field.type === 'tabs') field.tabs.forEach((tab) => checkText(tab.fields))
    else if (field.type === 'blocks') field.blocks.forEach((block) => checkText(block.fields))
    else if ('fields' in field) checkText(field.fields)
  }
}

/**
 * Every text field of every collection and global, Payload's own (a file's name and type, an
 * account's e-mail) included, refuses anything but text with a message: Payload's check measures
 * only the length, so an object was stored as its JSON, and its file-type check failed with a 500.
 * (Numbers, dates, checkboxes, options and relationships are refused by Payload's own checks.)
 * Set on the sanitized config, as restrictPayloadCollections, where Payload's own fields exist and
 * every path (REST, GraphQL, admin panel, local API) reads the checks from.
 */
export function textFieldsTakeText(config: SanitizedConfig): SanitizedConfig {
  for (const owner of [...config.collections, ...config.globals]) checkText(owner.fields)
  return config
}
