import type { Field } from 'payload'

import { forEveryCollection } from './forEveryCollection'

export const READ_ONLY_JSON_FIELD = '/src/components/admin/fields/ReadOnlyJsonField#ReadOnlyJsonField'

const asText = (field: Field): Field => {
  if (field.type === 'json' || field.type === 'code') {
    if (field.admin?.components?.Field !== undefined) return field
    return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: READ_ONLY_JSON_FIELD } } } as Field
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(asText) })) }
  if ('fields' in field) return { ...field, fields: field.fields.map(asText) } as Field
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(asText) })) }
  return field
}

/**
 * Every JSON (and code) field of every collection shows its value as text, unless the field
 * names its own component: Payload's editor for them loads Monaco from a CDN, which the admin's
 * Content Security Policy refuses (and a browser without internet could not reach). The app's
 * JSON values are all written by the server; an admin reads them and never types JSON.
 */
export const jsonFieldsAsText = () => forEveryCollection((collection) => ({ ...collection, fields: collection.fields.map(asText) }))
