import type { CollectionSlug, File, Payload, Where } from 'payload'

import { PUBLISHED } from '@/lib/content/publication'
import { STAGED_COLLECTIONS } from '@/lib/content/stagedCollections'

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

/** A row's German version: its localized fields in German (never the derived `*Text` companions). */
export type German = Record<string, unknown>

/**
 * Writes the German version of a row the seed made in English, the default language. Idempotent
 * like `ensure`: written only while one of its text fields has no German yet (arrays, such as a
 * question's options, are not looked at). Staged content is saved as published, the state its
 * create left it in, so the translation neither leaves a draft behind nor hides the row.
 */
export async function addGerman(seed: Seed, collection: CollectionSlug, doc: Doc, de: German): Promise<void> {
  const stored = (await seed.payload.findByID({
    collection,
    id: doc.id,
    locale: 'de',
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Doc
  const missing = Object.entries(de).some(([field, value]) => !Array.isArray(value) && (stored[field] ?? null) === null)
  if (!missing) return
  const staged = (STAGED_COLLECTIONS as readonly string[]).includes(collection)
  await seed.payload.update({
    collection,
    id: doc.id,
    locale: 'de',
    data: (staged ? { ...de, _status: PUBLISHED } : de) as never,
    depth: 0,
    overrideAccess: true,
  })
}
