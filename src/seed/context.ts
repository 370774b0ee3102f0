import type { CollectionSlug, File, Payload, Where } from 'payload'

export const MINUTE = 60 * 1000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/** A row as the local API returns it at depth 0: relationships are ids. */
export type Doc = { id: number } & Record<string, unknown>

/** Finds the row `where` matches, or creates it from `data` (as `user`, when given). */
export type Ensure = (
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
  options?: { file?: File; user?: Doc },
) => Promise<Doc>

/** What every part of the seed works with. */
export type Seed = {
  payload: Payload
  /** The moment of seeding. */
  now: number
  /** The moment of seeding rounded down to the hour. */
  base: number
  /** An ISO date `offset` milliseconds after `base` (before it when negative). */
  at: (offset: number) => string
  ensure: Ensure
}

/** The where clause that finds a row by its natural key: every given field equal. */
export function matching(key: Record<string, unknown>): Where {
  const conditions: Where[] = Object.entries(key).map(([field, value]) => ({ [field]: { equals: value } }))
  return conditions.length === 1 ? conditions[0]! : { and: conditions }
}

/** The seeded row with this title; other parts refer to rows by title rather than position. */
export function titled(docs: Doc[], title: string): Doc {
  const doc = docs.find((candidate) => candidate.title === title)
  if (!doc) throw new Error(`The seed has no row titled "${title}"`)
  return doc
}

/** A file or link name from a title: "IT/OT Convergence Week" → "itot-convergence-week". */
export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
