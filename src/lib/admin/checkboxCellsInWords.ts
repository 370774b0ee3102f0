import type { Field, StaticLabel } from 'payload'

import { forEveryCollection } from './forEveryCollection'

export const BOOLEAN_CELL = '/src/components/admin/cells/BooleanCell#BooleanCell'

/**
 * The list cell of a checkbox that reads as words: 'Yes'/'No' in the admin's language, or the
 * field's own pair, per language as `{ en, de }` (spec 4: 'Active'/'Inactive', 'Anonymous'/'Authenticated').
 */
export const booleanCell = (trueLabel?: StaticLabel, falseLabel?: StaticLabel) => ({
  path: BOOLEAN_CELL,
  clientProps: { trueLabel, falseLabel },
})

const inWords = (field: Field): Field => {
  if (field.type === 'checkbox') {
    if (field.admin?.components?.Cell) return field
    return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: booleanCell() } } }
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(inWords) })) }
  if ('fields' in field && field.type !== 'array') return { ...field, fields: field.fields.map(inWords) } as Field
  return field
}

/**
 * Every checkbox column of every list reads 'Yes'/'No' instead of Payload's bare true/false
 * chip, unless the field names its own cell; a plugin, so no collection can miss it.
 */
export const checkboxCellsInWords = () => forEveryCollection((collection) => ({ ...collection, fields: collection.fields.map(inWords) }))
