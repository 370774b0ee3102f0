/**
 * Every piece of demo content has its German version (issue 49, item 10). The demo seed runs on a
 * database of this file's own (the committed migrations, then src/seed), and every localized field
 * of every row of every collection and global that has one is read in English and in German, each
 * without the other as its fallback: a value in English without one in German fails, naming the
 * item and the field. New localized fields and collections are checked without changing this file.
 */
import type { CollectionSlug, Field, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { useOwnDatabase } from '../support/ownDatabase'

/** What to compare of a field list: localized values, and the arrays and groups that hold some. */
type Localized = { name: string; kind: 'value' } | { name: string; kind: 'array' | 'group'; fields: Localized[] }

function localizedFields(fields: Field[]): Localized[] {
  return fields.flatMap((field): Localized[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => {
        const inner = localizedFields(tab.fields)
        return 'name' in tab && tab.name ? (inner.length ? [{ name: tab.name, kind: 'group' as const, fields: inner }] : []) : inner
      })
    if (field.type === 'row' || field.type === 'collapsible') return localizedFields(field.fields)
    if (!('name' in field)) return []
    if ('localized' in field && field.localized) return [{ name: field.name, kind: 'value' }]
    if (field.type === 'array' || field.type === 'group') {
      const inner = localizedFields(field.fields)
      return inner.length ? [{ name: field.name, kind: field.type, fields: inner }] : []
    }
    return []
  })
}

const present = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0)

type Row = Record<string, unknown>

/** The paths of `fields` that have an English value and no German one (array rows matched by id). */
function missingGerman(english: Row, german: Row, fields: Localized[], path = ''): string[] {
  return fields.flatMap((field) => {
    const at = `${path}${field.name}`
    if (field.kind === 'value') return present(english[field.name]) && !present(german[field.name]) ? [at] : []
    if (field.kind === 'group')
      return missingGerman((english[field.name] ?? {}) as Row, (german[field.name] ?? {}) as Row, field.fields, `${at}.`)
    const germanRows = ((german[field.name] ?? []) as Row[]) ?? []
    return ((english[field.name] ?? []) as Row[]).flatMap((row, index) =>
      missingGerman(row, germanRows.find((other) => other.id === row.id) ?? {}, field.fields, `${at}[${index}].`),
    )
  })
}

let payload: Payload
let drop: (() => Promise<void>) | undefined

beforeAll(async () => {
  const own = await useOwnDatabase('demo_content_german')
  drop = own.drop
  // Only now the config (it reads DATABASE_URL once) and the seed, which imports it through Payload.
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  const { seedDemoContent } = await import('../../src/seed')
  await seedDemoContent(payload)
}, 600_000)

afterAll(async () => {
  // Dropped with its connections: Payload's pool hears them end, which is no error of this file.
  ;(payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool?.on('error', () => {})
  await drop?.()
})

test('every localized field of every demo item has a German value', async () => {
  const missing: string[] = []
  const checked = new Map<string, number>()
  for (const collection of payload.config.collections) {
    const fields = localizedFields(collection.fields)
    if (fields.length === 0) continue
    const read = async (locale: 'en' | 'de') =>
      (
        await payload.find({
          collection: collection.slug as CollectionSlug,
          locale,
          fallbackLocale: false,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs as unknown as Row[]
    const [english, german] = await Promise.all([read('en'), read('de')])
    checked.set(collection.slug, english.length)
    for (const row of english) {
      const name = `${collection.slug} "${String(row[collection.admin?.useAsTitle ?? 'id'] ?? row.id)}"`
      for (const path of missingGerman(row, german.find((other) => other.id === row.id) ?? {}, fields)) missing.push(`${name}: ${path}`)
    }
  }
  for (const global of payload.config.globals) {
    const fields = localizedFields(global.fields)
    if (fields.length === 0) continue
    const read = async (locale: 'en' | 'de') =>
      (await payload.findGlobal({
        slug: global.slug as GlobalSlug,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
      })) as unknown as Row
    checked.set(global.slug, 1)
    for (const path of missingGerman(await read('en'), await read('de'), fields)) missing.push(`${global.slug}: ${path}`)
  }

  expect(missing).toEqual([])
  // It looked at the demo's content: each localized collection and the About page, with rows.
  for (const slug of ['events', 'agenda-items', 'speakers', 'documents', 'projects', 'surveys', 'survey-questions', 'tags', 'about-page'])
    expect(checked.get(slug), slug).toBeGreaterThan(0)
})

test('the check names an item written only in English', async () => {
  // A tag (localized name, no file to upload), as an admin adds one in English only.
  const tag = await payload.create({
    collection: 'tags',
    data: { name: 'English only for the German check', framework: 'nis2' } as never,
    locale: 'en',
    overrideAccess: true,
    depth: 0,
  })
  const fields = localizedFields(payload.config.collections.find((collection) => collection.slug === 'tags')!.fields)
  const read = async (locale: 'en' | 'de') =>
    (await payload.findByID({
      collection: 'tags',
      id: tag.id,
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })) as unknown as Row
  expect(missingGerman(await read('en'), await read('de'), fields)).toEqual(['name'])
})
