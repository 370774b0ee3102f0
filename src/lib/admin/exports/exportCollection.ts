import { stringify } from 'csv-stringify/sync'
import { createLocalReq, type Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { z } from 'zod'

import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { inertCell } from '@/lib/shared/format/spreadsheetCell'
import { hasAdminRole } from '@access/roles'

import { EXPORT_FORMATS, EXPORTABLE_COLLECTIONS, type ExportableCollection, type ExportFormat } from './exportableCollections'
import { csvHeadings, type ExportColumn, exportColumns, selectOf } from './exportColumns'
import { type ExportPlace, refuseWhenBusy, takeExportPlace } from './exportPlaces'

/**
 * Rows per batch: the read budget's largest page (src/lib/platform/api/readBudget.ts), which every read
 * made as a person meets. Each batch is one query for the rows and one per related collection.
 */
export const EXPORT_BATCH = 100

/** Field types an export can be sorted by: one comparable value per row (keyset paging needs `>` and `=`). */
const SORTABLE_TYPES = new Set(['text', 'email', 'textarea', 'select', 'date', 'number', 'relationship', 'upload'])

const input = z.object({
  collection: z.enum(EXPORTABLE_COLLECTIONS, { message: 'This collection cannot be exported.' }),
  format: z.enum(EXPORT_FORMATS, { message: 'The format must be csv or json.' }),
  where: z
    .record(z.string(), z.unknown(), { message: 'The where parameter must be a set of conditions, like where[status][equals]=pending.' })
    .optional(),
  sort: z
    .string({ message: 'The sort must be one field name, like -createdAt.' })
    .regex(/^-?[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'The sort must be one field name, like -createdAt.')
    .optional(),
  search: z.string({ message: 'The search must be text.' }).max(200, 'The search may be at most 200 characters.').optional(),
})
/** What a request asks for, as sent (checked here). */
export type ExportInput = { collection: unknown; format?: unknown; where?: unknown; sort?: unknown; search?: unknown }

/** What the endpoint streams, and what the audit trail records about it. */
export type CollectionExport = {
  collection: ExportableCollection
  format: ExportFormat
  /** The list's filter as applied (its search folded in), and the order. */
  where: Where
  sort: string
  /** Rows matching when the export started (rows written meanwhile may add to the file). */
  rowCount: number
  filename: string
  contentType: string
  /** The file, a piece per batch. */
  chunks: AsyncGenerator<string>
}

type Row = Record<string, unknown> & { id: number }

/** A request checked and counted: what the file will be, before any of it is read. */
type ExportPlan = {
  collection: ExportableCollection
  format: ExportFormat
  columns: ExportColumn[]
  where: Where
  sort: string
  sortField: string
  descending: boolean
  nullable: boolean
  totalDocs: number
}

/** Checks the request (AppError INVALID_INPUT, FORBIDDEN) and counts its rows, which checks its filter too. */
async function planExport({ payload, user }: ActionContext, raw: ExportInput): Promise<ExportPlan> {
  if (!hasAdminRole(user)) throw new AppError('FORBIDDEN', 'Only admins can export.')
  const parsed = input.safeParse(raw)
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]!.message)
  const { collection, format, search } = parsed.data
  const config = payload.collections[collection].config
  const req = await createLocalReq({ user }, payload)
  const columns = await exportColumns(payload, req, collection)

  const sort = parsed.data.sort ?? (typeof config.defaultSort === 'string' ? config.defaultSort : '-createdAt')
  const sortField = sort.replace(/^-/, '')
  const descending = sort.startsWith('-')
  const sortable =
    sortField === 'id' || columns.some((column) => column.name === sortField && isSortable(config.flattenedFields, sortField))
  if (!sortable)
    throw new AppError(
      'INVALID_INPUT',
      `Exports can be sorted by ${sortableHeadings(columns, config.flattenedFields).join(', ')}; not by ${headingOf(columns, sortField)}.`,
    )
  const nullable = !['id', 'createdAt', 'updatedAt'].includes(sortField) && !isRequired(config.flattenedFields, sortField)

  const where = mergeListSearchAndWhere({ collectionConfig: config, search: search ?? '', where: (parsed.data.where ?? {}) as Where })
  // Counting first checks the filter (an unknown field, a value of the wrong type) before any byte is sent.
  const { totalDocs } = await payload.count({ collection, where, user, overrideAccess: false })
  return { collection, format, columns, where, sort, sortField, descending, nullable, totalDocs }
}

/**
 * Whether an export would start now, without starting it (the list's export links ask first,
 * so a refusal is said beside them rather than as a failed download): the same checks and
 * count, and a refusal (429) when the admin has no export place left. Not in the audit trail:
 * nothing is read but the count.
 */
export async function checkExport(context: ActionContext, raw: ExportInput): Promise<{ rows: number; filename: string }> {
  const plan = await planExport(context, raw)
  refuseWhenBusy(context.user.id)
  return { rows: plan.totalDocs, filename: filenameOf(plan) }
}

const filenameOf = (plan: Pick<ExportPlan, 'collection' | 'format'>) =>
  `${plan.collection}-${new Date().toISOString().slice(0, 10)}.${plan.format}`

/**
 * An admin exports a collection as CSV or JSON (issue 20): the rows the admin's list shows (its
 * where, search and sort), read as the admin with `overrideAccess: false`, so the collection's
 * and every field's read access decide what the file holds (hidden fields, account internals
 * and fields the admin may not read are never in it). Rows are read 100 at a time by keyset on
 * the sort field and the id, related rows' titles once per batch: any number of rows in bounded
 * memory. Bad input is refused (AppError INVALID_INPUT) before the file starts, and so is a
 * third export of an admin while two stream (429, ./exportPlaces.ts); the admin's place is
 * given back when the file ends, fails or is cancelled.
 */
export async function exportCollection({ payload, user }: ActionContext, raw: ExportInput): Promise<CollectionExport> {
  if (!hasAdminRole(user)) throw new AppError('FORBIDDEN', 'Only admins can export.')
  const place = takeExportPlace(user.id)
  let plan: ExportPlan
  try {
    plan = await planExport({ payload, user }, raw)
    // Every export goes into the audit trail (who, which collection and format, which rows), here at
    // the one entry point of every export, before the first byte.
    const filter = Object.keys(plan.where).length > 0 ? `${JSON.stringify(plan.where)}, sorted by ${plan.sort}` : null
    await recordAuditEvent(
      { payload, user },
      { action: 'export', collection: plan.collection, format: plan.format, filter, rows: plan.totalDocs },
    )
  } catch (error) {
    place.release()
    throw error
  }
  const { collection, format, columns, where, sort, sortField, descending, nullable } = plan
  return {
    collection,
    format,
    where,
    sort,
    rowCount: plan.totalDocs,
    filename: filenameOf(plan),
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    chunks: holdingPlace(place, fileChunks()),
  }

  async function* fileChunks(): AsyncGenerator<string> {
    if (format === 'csv') yield stringify([csvHeadings(columns)])
    else yield '['
    let after: Row | null = null
    let first = true
    for (;;) {
      const keyset = after ? afterRow(sortField, descending, nullable, after) : null
      const { docs } = await payload.find({
        collection,
        where: keyset ? { and: [where, keyset] } : where,
        sort: sortField === 'id' ? sort : [sort, descending ? '-id' : 'id'],
        select: selectOf(columns),
        depth: 0,
        limit: EXPORT_BATCH,
        pagination: false,
        user,
        overrideAccess: false,
      })
      const rows = docs as unknown as Row[]
      if (rows.length === 0) break
      const titles = await relatedTitles(rows)
      if (format === 'csv')
        yield stringify(
          rows.map((row) => csvLine(row, titles)),
          { cast: { string: inertCell } },
        )
      else {
        yield rows.map((row, index) => `${first && index === 0 ? '\n' : ',\n'}${JSON.stringify(jsonRow(row, titles))}`).join('')
        first = false
      }
      if (rows.length < EXPORT_BATCH) break
      after = rows[rows.length - 1]!
    }
    if (format === 'json') yield first ? ']\n' : '\n]\n'
  }

  /** The titles of the rows the batch points at: one query per related collection, as the admin. */
  async function relatedTitles(rows: Row[]): Promise<Map<string, Map<number, unknown>>> {
    const byCollection = new Map<string, { titleField: string; ids: Set<number> }>()
    for (const column of columns) {
      if (!column.related) continue
      const entry = byCollection.get(column.related.collection) ?? { titleField: column.related.titleField, ids: new Set<number>() }
      for (const row of rows) {
        const id = idOf(row[column.name])
        if (id !== null) entry.ids.add(id)
      }
      byCollection.set(column.related.collection, entry)
    }
    const titles = new Map<string, Map<number, unknown>>()
    // The related collections side by side: one query each, at once.
    const lookups = [...byCollection].map(async ([slug, { titleField, ids }]) => {
      const found = new Map<number, unknown>()
      titles.set(slug, found)
      if (ids.size === 0) return
      const { docs } = await payload.find({
        collection: slug as ExportableCollection,
        where: { id: { in: [...ids] } },
        select: { [titleField]: true },
        depth: 0,
        limit: ids.size,
        pagination: false,
        user,
        overrideAccess: false,
      })
      for (const doc of docs as unknown as Row[]) found.set(doc.id, doc[titleField])
    })
    await Promise.all(lookups)
    return titles
  }

  function csvLine(row: Row, titles: Map<string, Map<number, unknown>>): unknown[] {
    return columns.flatMap((column) => {
      const value = row[column.name]
      if (column.related) {
        const id = idOf(value)
        return [id ?? '', id === null ? '' : (titles.get(column.related.collection)?.get(id) ?? '')]
      }
      return [cell(column, value)]
    })
  }

  function jsonRow(row: Row, titles: Map<string, Map<number, unknown>>): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (const column of columns) {
      const value = row[column.name]
      if (column.related) {
        const id = idOf(value)
        out[column.name] = id === null ? null : { id, [column.related.titleField]: titles.get(column.related.collection)?.get(id) ?? null }
      } else if (column.kind === 'date') out[column.name] = isoDate(value)
      else out[column.name] = value ?? null
    }
    return out
  }
}

/**
 * The file's pieces, the admin's place given back when they end, fail or are cancelled, even
 * when they are cancelled before the first piece (a generator not yet started runs no `finally`).
 */
function holdingPlace(place: ExportPlace, chunks: AsyncGenerator<string>): AsyncGenerator<string> {
  async function* pieces(): AsyncGenerator<string> {
    try {
      yield* chunks
    } finally {
      place.release()
    }
  }
  const generator = pieces()
  const stop = generator.return.bind(generator)
  generator.return = (value) => {
    place.release()
    return stop(value)
  }
  return generator
}

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id
  return null
}

const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value as string)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** One CSV cell: dates in ISO 8601 (UTC), lists as "a; b", nothing as an empty cell. */
function cell(column: ExportColumn, value: unknown): unknown {
  if (value === null || value === undefined) return ''
  if (column.kind === 'date') return isoDate(value) ?? ''
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'object' ? JSON.stringify(entry) : String(entry))).join('; ')
  if (typeof value === 'object') return JSON.stringify(value)
  return value
}

type Fields = { name: string; type: string; virtual?: unknown; hasMany?: unknown; required?: unknown; relationTo?: unknown }[]

function isSortable(fields: Fields, name: string): boolean {
  const field = fields.find((candidate) => candidate.name === name)
  if (!field || !SORTABLE_TYPES.has(field.type) || field.virtual || field.hasMany === true) return false
  return field.type === 'relationship' || field.type === 'upload' ? typeof field.relationTo === 'string' : true
}

const isRequired = (fields: Fields, name: string) => fields.find((candidate) => candidate.name === name)?.required === true

const sortableHeadings = (columns: ExportColumn[], fields: Fields) =>
  columns.filter((column) => column.name === 'id' || isSortable(fields, column.name)).map((column) => column.heading)

/** A field's heading for a message ('Organization'), or the name as sent when no column has it. */
const headingOf = (columns: ExportColumn[], name: string) => columns.find((column) => column.name === name)?.heading ?? name

/**
 * The rows after `last` in the order (sort field, then id, both ascending or both descending).
 * PostgreSQL puts NULLs last going up and first going down, so a nullable field's NULL rows
 * form the end (ascending) or the start (descending) of the order.
 */
function afterRow(field: string, descending: boolean, nullable: boolean, last: Row): Where {
  const id = last.id
  if (field === 'id') return { id: descending ? { less_than: id } : { greater_than: id } }
  const raw = last[field]
  const value = idOf(raw) ?? raw
  if (value === null || value === undefined) {
    const sameNull: Where = { and: [{ [field]: { equals: null } }, { id: descending ? { less_than: id } : { greater_than: id } }] }
    return descending ? { or: [sameNull, { [field]: { not_equals: null } }] } : sameNull
  }
  const beyond: Where = { [field]: descending ? { less_than: value } : { greater_than: value } }
  const tie: Where = { and: [{ [field]: { equals: value } }, { id: descending ? { less_than: id } : { greater_than: id } }] }
  return { or: [beyond, tie, ...(nullable && !descending ? [{ [field]: { equals: null } }] : [])] }
}
