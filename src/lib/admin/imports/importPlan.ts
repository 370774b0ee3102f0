import { createHash } from 'node:crypto'
import type { CollectionSlug } from 'payload'

import type { ImportableCollection } from './importableCollections'
import {
  type ColumnSpec,
  type ImportColumn,
  importColumns,
  mapHeaders,
  normalKey,
  readCell,
  type RelationCell,
  type RowCells,
  sameValue,
} from './importColumns'
import { type ImportReason, reason } from './importReasons'
import type { CsvTable } from './parseCsv'
import { inPieces, type PlanContext, readAllRows, type ReadRow } from './readRows'

/**
 * What one collection's import knows: its columns, the natural key a row of the file matches a
 * saved row by, and the rules a row meets beyond its cells. One definition per collection
 * (organizationsImport.ts, speakersImport.ts, agendaItemsImport.ts, invitationsImport.ts).
 */
export type ImportDefinition = {
  collection: ImportableCollection
  columns: ColumnSpec[]
  /** Columns every file must have; an inner list names alternatives (an event's ID or its title, `event:title`). */
  requiredColumns: string[][]
  /** Fields every row must fill: its natural key. */
  keyFields: string[]
  /** Fields a new row must fill besides the key (an update may leave them out). */
  requiredOnCreate?: string[]
  /** The row's natural key, from its values (every key field filled), in one case and spacing. */
  keyOf: (values: RowCells) => string
  /** What the preview calls the row ('Ada Lovelace · Summit 2030'); `titleOf` names a related row. */
  labelOf: (values: RowCells, titleOf: (field: string) => string | undefined) => string
  /** The saved rows whose keys the file's rows have, by key (several under one key are refused). */
  existing: (context: PlanContext, rows: RowCells[]) => Promise<Map<string, ReadRow[]>>
  /** A saved row the import may not touch (an invitation already sent): why; else null. */
  refuseExisting?: (saved: ReadRow) => ImportReason | null
  /** A rule across fields, on the row with the saved values filled in (the end after the start). */
  checkRow?: (merged: RowCells) => ImportReason | null
  /** A matched row is always written (a pending invitation is sent), changed or not. */
  alwaysUpdate?: boolean
  /** What the preview says besides the rows (the invitation sender limit). */
  notes?: () => ImportReason[]
}

export type PlanAction = 'create' | 'update' | 'unchanged'

/** A row the import writes (or leaves, unchanged): its line, the saved row it updates, the fields it writes. */
export type PlannedRow = {
  line: number
  action: PlanAction
  id?: number
  /** Its natural key (an invitation's address). */
  key: string
  label: string
  /** The fields written: all given for a create, the changed ones for an update. */
  data: Record<string, unknown>
  /** The headings of the changed fields (an update). */
  changes: string[]
}

export type RefusedRow = { line: number; label: string; reasons: ImportReason[] }

export type ImportPlan = {
  collection: ImportableCollection
  rows: PlannedRow[]
  refusals: RefusedRow[]
  /** Headings of the file the import does not write (an export's ID, status and timestamps). */
  ignoredColumns: string[]
  notes: ImportReason[]
  /**
   * A digest of what the import would write: the confirm plans again and writes only when its
   * plan has the same digest as the preview the admin saw (never a plan the client sends).
   */
  fingerprint: string
}

type ReadRowState = { line: number; values: RowCells; relations: Map<string, RelationCell>; reasons: ImportReason[] }

/**
 * The dry run of an import: every row of the file read against the collection's columns,
 * related rows looked up (by ID, or by title in a second column), the natural key matched
 * with the saved rows as the admin may read them, and each row put as a create, an update
 * (only the fields that differ), unchanged, or refused with its line and reasons. Writes
 * nothing. An empty cell (or a missing column) keeps what is saved: an import never clears.
 */
export async function planImport(context: PlanContext, definition: ImportDefinition, table: CsvTable): Promise<ImportPlan> {
  const { payload } = context
  const config = payload.collections[definition.collection].config
  const columns = importColumns(config, (slug) => payload.collections[slug].config, definition.columns)
  const { at, ignored } = mapHeaders(table.headers, columns, config, definition.requiredColumns)
  const byField = new Map(columns.map((column) => [column.field, column]))

  // The cells of every row, in storage form; relations wait for their lookups below.
  const states: ReadRowState[] = table.rows.map(({ line, cells }) => {
    const state: ReadRowState = { line, values: {}, relations: new Map(), reasons: [] }
    if (cells.length !== table.headers.length) {
      state.reasons.push(reason('cellCount', { count: cells.length, expected: table.headers.length }))
      return state
    }
    for (const column of columns) {
      const read = (part: 'value' | 'title') => {
        const index = at.get(part === 'title' ? `${column.field}:title` : column.field)
        if (index === undefined) return undefined
        const cell = readCell(column, cells[index]!, part)
        if ('refused' in cell) state.reasons.push(cell.refused)
        else return cell.value
      }
      const value = read('value')
      const title = column.related ? read('title') : undefined
      if (column.related) {
        // The ID decides when both are given (an export writes both).
        const relation = (value ?? title) as RelationCell | undefined
        if (relation) state.relations.set(column.field, relation)
      } else if (value !== undefined) state.values[column.field] = value
    }
    return state
  })

  const titles = await resolveRelations(context, columns, states)
  const titleOf = (state: ReadRowState) => (field: string) => {
    const id = state.values[field]
    return typeof id === 'number' ? titles.get(field)?.get(id) : undefined
  }

  for (const state of states)
    if (state.reasons.length === 0)
      for (const field of definition.keyFields)
        if (state.values[field] === undefined) state.reasons.push(reason('required', { column: byField.get(field)!.heading }))

  // A key twice in the file: the later lines are refused, naming the first.
  const firstLine = new Map<string, number>()
  for (const state of states) {
    if (state.reasons.length > 0) continue
    const key = definition.keyOf(state.values)
    const first = firstLine.get(key)
    if (first === undefined) firstLine.set(key, state.line)
    else state.reasons.push(reason('duplicateInFile', { line: first }))
  }

  const candidates = states.filter((state) => state.reasons.length === 0)
  const saved = await definition.existing(
    context,
    candidates.map((state) => state.values),
  )

  const rows: PlannedRow[] = []
  const refusals: RefusedRow[] = []
  for (const state of states) {
    const label = labelOrLine(definition, state, titleOf(state))
    if (state.reasons.length > 0) {
      refusals.push({ line: state.line, label, reasons: state.reasons })
      continue
    }
    const key = definition.keyOf(state.values)
    const matches = saved.get(key) ?? []
    const refuse = (why: ImportReason) => refusals.push({ line: state.line, label, reasons: [why] })
    if (matches.length > 1) {
      refuse(reason('severalExisting'))
      continue
    }
    const match = matches[0]
    if (match) {
      const refusal = definition.refuseExisting?.(match)
      if (refusal) {
        refuse(refusal)
        continue
      }
      const merged = { ...match, ...state.values }
      const crossField = definition.checkRow?.(merged)
      if (crossField) {
        refuse(crossField)
        continue
      }
      // The key matched (in any case and spacing): its spelling in the file is no change.
      const changed = columns.filter(
        (column) =>
          !definition.keyFields.includes(column.field) && !sameValue(column.kind, match[column.field], state.values[column.field]),
      )
      const data = Object.fromEntries(changed.map((column) => [column.field, state.values[column.field]]))
      const action = changed.length > 0 || definition.alwaysUpdate ? 'update' : 'unchanged'
      rows.push({ line: state.line, action, id: match.id, key, label, data, changes: changed.map((column) => column.heading) })
      continue
    }
    const missing = (definition.requiredOnCreate ?? []).filter((field) => state.values[field] === undefined)
    if (missing.length > 0) {
      refusals.push({
        line: state.line,
        label,
        reasons: missing.map((field) => reason('required', { column: byField.get(field)!.heading })),
      })
      continue
    }
    const crossField = definition.checkRow?.(state.values)
    if (crossField) {
      refuse(crossField)
      continue
    }
    rows.push({ line: state.line, action: 'create', key, label, data: { ...state.values }, changes: [] })
  }

  refusals.sort((a, b) => a.line - b.line)
  return {
    collection: definition.collection,
    rows,
    refusals,
    ignoredColumns: ignored,
    notes: definition.notes?.() ?? [],
    fingerprint: fingerprintOf(definition.collection, rows, refusals),
  }
}

/** The row's label, or nothing (the line says which) when its cells could not be read. */
function labelOrLine(definition: ImportDefinition, state: ReadRowState, titleOf: (field: string) => string | undefined): string {
  try {
    return definition.labelOf(state.values, titleOf).trim()
  } catch {
    return ''
  }
}

/**
 * Relationships given by ID or title, looked up as the admin: IDs in pages of the read budget,
 * titles against every row's title (case and spacing alike; two rows of one title are refused
 * as ambiguous). Each row gets the ID, or a reason. Answers the titles by field and ID, for labels.
 */
async function resolveRelations(
  context: PlanContext,
  columns: ImportColumn[],
  states: ReadRowState[],
): Promise<Map<string, Map<number, string>>> {
  const titles = new Map<string, Map<number, string>>()
  for (const column of columns) {
    if (!column.related) continue
    const target = context.payload.collections[column.related].config
    const titleField = target.admin.useAsTitle ?? 'id'
    const wanted = states.map((state) => state.relations.get(column.field)).filter(Boolean) as RelationCell[]
    const found = new Map<number, string>()
    titles.set(column.field, found)
    if (wanted.length === 0) continue

    const byTitle = new Map<string, number[]>()
    if (wanted.some((relation) => 'title' in relation)) {
      for (const row of await readAllRows(context, column.related as CollectionSlug, {}, { [titleField]: true })) {
        const title = String(row[titleField] ?? '')
        found.set(row.id, title)
        const key = normalKey(title)
        byTitle.set(key, [...(byTitle.get(key) ?? []), row.id])
      }
    }
    const ids = [...new Set(wanted.flatMap((relation) => ('id' in relation && !found.has(relation.id) ? [relation.id] : [])))]
    for (const piece of inPieces(ids))
      for (const row of await readAllRows(context, column.related as CollectionSlug, { id: { in: piece } }, { [titleField]: true }))
        found.set(row.id, String(row[titleField] ?? ''))

    for (const state of states) {
      const relation = state.relations.get(column.field)
      if (!relation) continue
      if ('id' in relation) {
        if (found.has(relation.id)) state.values[column.field] = relation.id
        else state.reasons.push(reason('noSuchId', { column: column.heading, value: relation.id }))
        continue
      }
      const matches = byTitle.get(normalKey(relation.title)) ?? []
      if (matches.length === 1) state.values[column.field] = matches[0]
      else
        state.reasons.push(reason(matches.length === 0 ? 'notFound' : 'ambiguous', { column: column.titleHeading!, value: relation.title }))
    }
  }
  return titles
}

function fingerprintOf(collection: string, rows: PlannedRow[], refusals: RefusedRow[]): string {
  const content = JSON.stringify([
    collection,
    rows.map((row) => [row.line, row.action, row.id ?? null, row.key, row.data]),
    refusals.map((refusal) => [refusal.line, refusal.reasons.map((item) => [item.code, item.values ?? null])]),
  ])
  return createHash('sha256').update(content).digest('hex')
}
