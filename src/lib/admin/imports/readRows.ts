import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { READ_BUDGET } from '@/lib/platform/api/readBudget'
import type { User } from '@/payload-types'

/** Who plans an import: the admin, and the request every read and write of it goes through (its transaction). */
export type PlanContext = { payload: Payload; user: User; req: PayloadRequest }

export type ReadRow = Record<string, unknown> & { id: number }

/**
 * Every row matching `where`, as the admin (overrideAccess: false, so the collection's access
 * decides what the import may match), a page at a time by id: the read budget's page
 * (src/lib/platform/api/readBudget.ts) holds any number of rows in pages of 100.
 */
export async function readAllRows(
  { payload, user, req }: PlanContext,
  collection: CollectionSlug,
  where: Where,
  select: Record<string, true>,
): Promise<ReadRow[]> {
  const rows: ReadRow[] = []
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { and: [where, { id: { greater_than: after } }] },
      select,
      sort: 'id',
      depth: 0,
      limit: READ_BUDGET.maxLimit,
      pagination: false,
      user,
      overrideAccess: false,
      req,
    })
    rows.push(...(docs as unknown as ReadRow[]))
    if (docs.length < READ_BUDGET.maxLimit) return rows
    after = rows[rows.length - 1]!.id
  }
}

/** `values` in pieces the read budget takes in one `in` list. */
export function inPieces<T>(values: T[], size: number = READ_BUDGET.maxLimit): T[][] {
  const pieces: T[][] = []
  for (let start = 0; start < values.length; start += size) pieces.push(values.slice(start, start + size))
  return pieces
}

/**
 * The saved rows of the events a file's rows name (speakers, agenda items), grouped by the
 * collection's natural key: what an import matches its rows against.
 */
export async function savedRowsOfEvents(
  context: PlanContext,
  collection: CollectionSlug,
  rows: Record<string, unknown>[],
  select: Record<string, true>,
  keyOf: (row: ReadRow) => string,
): Promise<Map<string, ReadRow[]>> {
  const events = [...new Set(rows.map((row) => row.event as number))]
  const saved = new Map<string, ReadRow[]>()
  for (const piece of inPieces(events))
    for (const row of await readAllRows(context, collection, { event: { in: piece } }, select)) {
      const key = keyOf(row)
      saved.set(key, [...(saved.get(key) ?? []), row])
    }
  return saved
}
