import type { FlattenedField, Payload, PayloadRequest } from 'payload'

import { englishLabel } from '@/lib/admin/bilingualLabels'

import type { ExportableCollection } from './exportableCollections'

/** Field types an export writes as one cell (a list of them, hasMany, as "a; b"). */
const CELL_TYPES = new Set(['text', 'email', 'textarea', 'select', 'date', 'number', 'checkbox', 'radio', 'relationship', 'upload'])

/**
 * Account internals Payload keeps on an auth collection. Payload hides them already (hidden
 * fields never leave its API); listed so an export refuses them even if that ever changed.
 */
const NEVER_EXPORTED = new Set([
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  'calendarFeedKey',
  'password',
])

/** One column of an export: a field of the collection, and for a relationship the related row's title. */
export type ExportColumn = {
  /** The field's name: the JSON key and what `select` asks for. */
  name: string
  /** The CSV heading: the field's label. */
  heading: string
  kind: 'value' | 'date' | 'list'
  /** A relationship or upload: the related collection and its title field, read once per batch. */
  related?: { collection: string; titleField: string; heading: string }
}

const words = (name: string) => {
  const spaced = name.replace(/^_/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase()
}

/**
 * A field's label in English ('Organization Type'; the admin's labels are `{ en, de }`, see
 * src/lib/admin/bilingualFieldLabels.ts), or its name in words ('jobRole' → 'Job role').
 */
export const labelOf = (field: FlattenedField): string =>
  englishLabel((field as { label?: unknown }).label) || (field.name === 'id' ? 'ID' : words(field.name))

/**
 * The columns of a collection's export as this admin may read them: every stored field (and
 * every virtual field that reads a related row's value), in the collection's order, without
 * hidden fields, account internals, and fields whose read access refuses the admin. Payload
 * drops what a row's own access refuses too, since the rows are read as the admin.
 */
export async function exportColumns(payload: Payload, req: PayloadRequest, slug: ExportableCollection): Promise<ExportColumn[]> {
  const collection = payload.collections[slug].config
  const columns: ExportColumn[] = [{ name: 'id', heading: 'ID', kind: 'value' }]
  // The row's title first (the e-mail, the name), the timestamps last, the rest in the form's order.
  const title = collection.admin?.useAsTitle
  const rank = (field: FlattenedField) => (field.name === title ? 0 : field.name === 'createdAt' ? 2 : field.name === 'updatedAt' ? 3 : 1)
  const ordered = [...collection.flattenedFields].sort((a, b) => rank(a) - rank(b))
  for (const field of ordered) {
    if (field.name === 'id' || NEVER_EXPORTED.has(field.name) || !CELL_TYPES.has(field.type)) continue
    if (field.hidden) continue
    // A virtual field without a path stores nothing and reads nothing.
    const virtual = (field as { virtual?: unknown }).virtual
    if (virtual === true) continue
    const read = field.access?.read
    if (read && !(await read({ req, data: undefined, doc: undefined, id: undefined, siblingData: undefined }))) continue
    const hasMany = 'hasMany' in field && field.hasMany === true
    const column: ExportColumn = {
      name: field.name,
      heading: labelOf(field),
      kind: field.type === 'date' ? 'date' : hasMany ? 'list' : 'value',
    }
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string' && !hasMany) {
      const related = payload.collections[field.relationTo]?.config
      const titleField = related?.admin?.useAsTitle
      const title = titleField ? related.flattenedFields.find((candidate) => candidate.name === titleField) : undefined
      if (related && title && titleField !== 'id') {
        const titleRead = title.access?.read
        const readable =
          !title.hidden &&
          !NEVER_EXPORTED.has(title.name) &&
          (!titleRead || (await titleRead({ req, data: undefined, doc: undefined, id: undefined, siblingData: undefined })))
        if (readable) column.related = { collection: related.slug, titleField: title.name, heading: `${column.heading}: ${labelOf(title)}` }
      }
    }
    columns.push(column)
  }
  return columns
}

/** The CSV headings of the columns: a relationship has its id and its title side by side. */
export const csvHeadings = (columns: ExportColumn[]): string[] =>
  columns.flatMap((column) => (column.related ? [column.heading, column.related.heading] : [column.heading]))

/** The fields a batch reads: the columns (virtual ones bring their relationship with them). */
export const selectOf = (columns: ExportColumn[]): Record<string, true> =>
  Object.fromEntries(columns.filter((column) => column.name !== 'id').map((column) => [column.name, true]))
