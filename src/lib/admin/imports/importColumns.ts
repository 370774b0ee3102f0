import { fromZonedTime } from 'date-fns-tz'
import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import { z } from 'zod'

import { labelOf } from '@/lib/admin/exports/exportColumns'
import { plainTextToRichText } from '@/lib/content/richText/plainTextToRichText'
import { richTextToPlainText } from '@/lib/content/richText/richTextToPlainText'
import { inviteEmailSchema } from '@/lib/organizations/invitations/inviteExpert'
import { HEX_COLOR } from '@/lib/shared/enums'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/eventTimeZone'

import { type ImportReason, importRefusal, reason } from './importReasons'

/** How a column's cells are read. */
export type CellKind = 'text' | 'email' | 'select' | 'checkbox' | 'date' | 'richText' | 'colour' | 'relation'

/** A field an import fills: its kind, its length limit, and for a relationship the collection it points at. */
export type ColumnSpec = {
  field: string
  kind: CellKind
  max?: number
  /** A relationship: given by the related row's ID, or by its title (its useAsTitle) in a second column. */
  related?: 'events' | 'organizations'
}

/** A column as the file names it: the export's heading (src/lib/admin/exports/exportColumns.ts), or the field's name. */
export type ImportColumn = ColumnSpec & {
  heading: string
  /** A relationship's title column, as the export writes it beside the ID ('Event: Title'). */
  titleHeading?: string
  /** A choice's values, each with the words that name it (the value, its English and German labels). */
  options?: { value: string; names: string[] }[]
}

/** A relationship's cell as written: an ID, or a title to look up. */
export type RelationCell = { id: number } | { title: string }
/** One row's cells, read: a field's value in storage form, a relation to look up, or nothing (an empty cell). */
export type RowCells = Record<string, unknown>

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

const labelsOf = (label: unknown): string[] =>
  typeof label === 'string' ? [label] : label && typeof label === 'object' ? Object.values(label).filter((v) => typeof v === 'string') : []

/** The columns of a definition with the headings and choices of the collection's fields. */
export function importColumns(
  collection: SanitizedCollectionConfig,
  related: (slug: 'events' | 'organizations') => SanitizedCollectionConfig,
  specs: ColumnSpec[],
): ImportColumn[] {
  return specs.map((spec) => {
    const field = collection.flattenedFields.find((candidate) => candidate.name === spec.field)
    if (!field) throw new Error(`${collection.slug} has no field ${spec.field}`)
    const column: ImportColumn = { ...spec, heading: labelOf(field) }
    if (field.type === 'select' || field.type === 'radio')
      column.options = field.options.map((option) =>
        typeof option === 'string'
          ? { value: option, names: [option] }
          : { value: option.value, names: [option.value, ...labelsOf(option.label)] },
      )
    if (spec.related) {
      const target = related(spec.related)
      const titleField = target.flattenedFields.find((candidate) => candidate.name === target.admin.useAsTitle)
      if (titleField) column.titleHeading = `${column.heading}: ${labelOf(titleField)}`
    }
    return column
  })
}

/** Where each column's cells are in the file: the cell index per column key (a relation's title: `<field>:title`). */
export type HeaderMap = { at: Map<string, number>; ignored: string[] }

/**
 * The file's header read against the columns: each heading names a column (the export's heading
 * or the field's name, in any case), or is one of the collection's other export columns (ID,
 * status, timestamps: ignored and said so), or is refused as unknown, so a misspelt column
 * never drops its data quietly. A heading twice, or a required column missing, refuses the file.
 */
export function mapHeaders(
  headers: string[],
  columns: ImportColumn[],
  collection: SanitizedCollectionConfig,
  required: string[][],
): HeaderMap {
  const names = new Map<string, string>()
  for (const column of columns) {
    names.set(normal(column.heading), column.field)
    names.set(normal(column.field), column.field)
    if (column.titleHeading) names.set(normal(column.titleHeading), `${column.field}:title`)
  }
  const otherHeadings = new Set(['id', ...collection.flattenedFields.map((field: FlattenedField) => normal(labelOf(field)))])
  const at = new Map<string, number>()
  const ignored: string[] = []
  headers.forEach((heading, index) => {
    const key = names.get(normal(heading))
    if (key) {
      if (at.has(key)) throw importRefusal('INVALID_INPUT', reason('duplicateColumn', { column: heading }))
      at.set(key, index)
      return
    }
    // An export's other columns, a relationship's title beside its ID ('Invited by: Email') included.
    const known = otherHeadings.has(normal(heading)) || otherHeadings.has(normal(heading.split(':')[0] ?? ''))
    if (known && heading !== '') ignored.push(heading)
    else
      throw importRefusal(
        'INVALID_INPUT',
        reason('unknownColumn', {
          column: heading,
          columns: columns.flatMap((c) => [c.heading, ...(c.titleHeading ? [c.titleHeading] : [])]).join(', '),
        }),
      )
  })
  for (const alternatives of required) {
    if (alternatives.some((key) => at.has(key))) continue
    const headingOf = (key: string) => {
      const column = columns.find((candidate) => candidate.field === key.replace(/:title$/, ''))!
      return `“${key.endsWith(':title') ? column.titleHeading : column.heading}”`
    }
    throw importRefusal('INVALID_INPUT', reason('missingColumn', { column: alternatives.map(headingOf).join(' / ') }))
  }
  return { at, ignored }
}

const YES = new Set(['true', 'yes', 'y', '1', 'ja', 'x'])
const NO = new Set(['false', 'no', 'n', '0', 'nein'])

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/
const GERMAN_LOCAL = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})$/

/** A calendar date and time that exists (no 31 April, no 25:00). */
function validParts(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day
}

const pad = (value: number | string) => String(value).padStart(2, '0')

/**
 * A moment as ISO 8601 (UTC): with its offset (the export's `2030-05-01T07:00:00.000Z`), or
 * without one in Berlin time, the events' time zone ('2030-05-01 09:00', '01.05.2030 09:00',
 * the admin's own display format). Null for anything else.
 */
export function parseMoment(text: string): string | null {
  if (ISO_WITH_ZONE.test(text)) {
    const [date, time] = text.split(/[T ]/i) as [string, string]
    const [year, month, day] = date.split('-').map(Number) as [number, number, number]
    const [hour, minute] = time.slice(0, 5).split(':').map(Number) as [number, number]
    if (!validParts(year, month, day, hour, minute, 0)) return null
    const moment = new Date(text.replace(' ', 'T'))
    return Number.isNaN(moment.getTime()) ? null : moment.toISOString()
  }
  const iso = ISO_LOCAL.exec(text)
  const german = iso ? null : GERMAN_LOCAL.exec(text)
  const parts = iso
    ? { year: iso[1]!, month: iso[2]!, day: iso[3]!, hour: iso[4]!, minute: iso[5]!, second: iso[6] ?? '0' }
    : german
      ? { year: german[3]!, month: german[2]!, day: german[1]!, hour: german[4]!, minute: german[5]!, second: '0' }
      : null
  if (!parts) return null
  const [year, month, day, hour, minute, second] = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(
    Number,
  ) as [number, number, number, number, number, number]
  if (!validParts(year, month, day, hour, minute, second)) return null
  return fromZonedTime(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`, EVENT_TIME_ZONE).toISOString()
}

const ID = z.coerce.number().int().positive().max(2_147_483_647)

/**
 * One cell read for its column: the value in storage form (rich text from plain text, a date in
 * ISO 8601, an e-mail lowercased, a choice by its value or label), undefined for an empty cell,
 * or the reason it is refused. A relationship's cell gives what to look up.
 */
export function readCell(
  column: ImportColumn,
  raw: string,
  part: 'value' | 'title' = 'value',
): { value: unknown } | { refused: ImportReason } {
  const text = raw.trim()
  if (text === '') return { value: undefined }
  const refused = (code: ImportReason['code'], values: Record<string, string | number> = {}) => ({
    refused: reason(code, { column: part === 'title' ? column.titleHeading! : column.heading, value: cut(text), ...values }),
  })
  switch (column.kind) {
    case 'text':
      return column.max && text.length > column.max ? refused('tooLong', { max: column.max }) : { value: text }
    case 'richText':
      return column.max && text.length > column.max ? refused('tooLong', { max: column.max }) : { value: plainTextToRichText(raw) }
    case 'email': {
      const email = inviteEmailSchema.safeParse(text)
      return email.success ? { value: email.data } : refused('notAnEmail')
    }
    case 'select': {
      const wanted = normal(text)
      const option = column.options?.find((candidate) => candidate.names.some((name) => normal(name) === wanted))
      return option ? { value: option.value } : refused('notAnOption', { options: (column.options ?? []).map((o) => o.value).join(', ') })
    }
    case 'checkbox':
      return YES.has(text.toLowerCase()) ? { value: true } : NO.has(text.toLowerCase()) ? { value: false } : refused('notYesNo')
    case 'date': {
      const moment = parseMoment(text)
      return moment ? { value: moment } : refused('notADate')
    }
    case 'colour':
      return HEX_COLOR.test(text) ? { value: text.toUpperCase() } : refused('notAColour')
    case 'relation': {
      if (part === 'title')
        return column.max && text.length > column.max ? refused('tooLong', { max: column.max }) : { value: { title: text } }
      const id = ID.safeParse(text)
      return id.success && /^\d+$/.test(text) ? { value: { id: id.data } } : refused('notAnId')
    }
  }
}

/** A value quoted in a reason: enough to recognise it. */
const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text)

/** Whether a saved value and a file's value are the same, so the row needs no update for it. */
export function sameValue(kind: CellKind, saved: unknown, next: unknown): boolean {
  if (next === undefined) return true
  const empty = (value: unknown) => value === null || value === undefined || value === ''
  if (empty(saved) || empty(next)) return empty(saved) && empty(next)
  switch (kind) {
    case 'date':
      return Date.parse(String(saved)) === Date.parse(String(next))
    case 'richText':
      return richTextToPlainText(saved) === richTextToPlainText(next)
    case 'relation': {
      const id = typeof saved === 'object' && saved !== null ? (saved as { id?: unknown }).id : saved
      return id === next
    }
    case 'colour':
      return String(saved).toUpperCase() === String(next).toUpperCase()
    default:
      return saved === next
  }
}

export const normalKey = normal
