/**
 * The admin in German (issue 21), judged on the built config: every field an admin sees in a
 * collection or global (its form, list columns, column picker and filters) has a German label
 * beside the English one, as do its select options and descriptions, the unnamed tabs and
 * collapsibles, array rows and the collections' and globals' own descriptions
 * (src/lib/admin/bilingualFieldLabels.ts). The English stays exactly what Payload showed before:
 * the field's own label, or the words Payload makes of its name.
 */
import type { Field, Option, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { toWords } from 'payload/shared'
import { describe, expect, test } from 'vitest'

import config from '@payload-config'

import { collections } from '../../collections'
import { globals } from '../../globals'

/** The collections and globals as written, before any plugin: what the English must stay. */
const WRITTEN = [...collections, ...globals]

/**
 * Fields Payload (or its storage plugin) adds while it builds the config, with fixed English
 * labels of its own; none is in our collection files, and all are hidden from the forms. Their
 * Payload-translated siblings (createdAt, filename, width, _status…) have label functions, which
 * Payload answers in the admin's language itself.
 */
const PAYLOAD_OWN_FIELDS: Record<string, string> = {
  url: "Payload's upload field: the file's address",
  thumbnailURL: "Payload's upload field: the thumbnail's address",
  mimeType: "Payload's upload field: the file's type",
  focalX: "Payload's upload field (no focal point here)",
  focalY: "Payload's upload field (no focal point here)",
  sizes: "Payload's upload field: the image sizes (media)",
  prefix: "The storage plugin's hidden file prefix",
  _objectKey: "The storage plugin's hidden object key",
  id: "Payload's id of an array row (hidden, 'ID' in both languages)",
}

type Bilingual = { en: string; de: string }
const isBilingual = (value: unknown): value is Bilingual =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Bilingual).en === 'string' &&
  typeof (value as Bilingual).de === 'string' &&
  (value as Bilingual).de.trim() !== ''

/** A field as these tests read it (Payload's union has no common shape for labels and options). */
type Loose = {
  name: string
  type: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  options?: Option[]
  hidden?: boolean
  admin?: { description?: unknown; disabled?: boolean; hidden?: boolean }
}
/** A named field, with its path of names (rows, collapsibles and unnamed tabs add none). */
type Named = { path: string; field: Loose }

/** Seen by nobody, nor anything inside: kept from every API (`hidden`) or switched off in the admin. */
const unseen = (field: Loose) => field.hidden === true || field.admin?.disabled === true

function* named(fields: Field[], prefix = ''): Generator<Named> {
  for (const field of fields) {
    if (unseen(field as unknown as Loose)) continue
    const path = 'name' in field && field.name ? (prefix ? `${prefix}.${field.name}` : field.name) : prefix
    if ('name' in field && field.name) yield { path, field: field as unknown as Loose }
    if (field.type === 'tabs')
      for (const tab of field.tabs) yield* named(tab.fields, 'name' in tab && tab.name ? `${path ? `${path}.` : ''}${tab.name}` : path)
    else if (field.type === 'blocks') for (const block of field.blocks) yield* named(block.fields, `${path}.${block.slug}`)
    else if ('fields' in field) yield* named(field.fields, path)
  }
}

/** Unnamed tabs and collapsibles: they carry a label of their own. */
function* sections(fields: Field[]): Generator<{ label?: unknown }> {
  for (const field of fields) {
    if (field.type === 'collapsible') yield field
    if (field.type === 'tabs') for (const tab of field.tabs) if (!('name' in tab && tab.name)) yield tab as { label?: unknown }
    if (field.type === 'tabs') for (const tab of field.tabs) yield* sections(tab.fields)
    else if ('fields' in field) yield* sections(field.fields)
  }
}

const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value)
const optionLabel = (option: Option) => (typeof option === 'string' ? option : option.label)

describe('the admin in German', async () => {
  const built = await config
  const holders: (SanitizedCollectionConfig | SanitizedGlobalConfig)[] = [...built.collections, ...built.globals].filter((holder) =>
    WRITTEN.some((written) => written.slug === holder.slug),
  )
  const written = (slug: string) => WRITTEN.find((holder) => holder.slug === slug)!
  /** Every visible named field of our collections and globals, with what Payload showed before in English. */
  const seen = holders.flatMap((holder) => {
    const before = new Map([...named(written(holder.slug).fields)].map(({ path, field }) => [path, field]))
    return [...named(holder.fields)].map(({ path, field }) => {
      const own = before.get(path)
      // Payload's hidden time zone beside a date ('date_tz', 'Start Tz'), from the date's label.
      const zoneOf = path.endsWith('_tz') ? before.get(path.slice(0, -3)) : undefined
      const english = own ? (own.label ?? toWords(own.name)) : zoneOf ? `${String(zoneOf.label ?? toWords(zoneOf.name))} Tz` : undefined
      // Added by Payload while it builds the config, not written by us (see PAYLOAD_OWN_FIELDS).
      const payloadOwn = !own && !zoneOf && path.split('.').some((name) => Object.hasOwn(PAYLOAD_OWN_FIELDS, name))
      return { where: `${holder.slug}.${path}`, field, english, own, payloadOwn }
    })
  })

  test('every collection and global of the app is judged', () => {
    const ours = [...built.collections, ...built.globals].filter((holder) => !holder.slug.startsWith('payload-'))
    expect(ours.map((holder) => holder.slug).sort()).toEqual(WRITTEN.map((holder) => holder.slug).sort())
    expect(seen.length).toBeGreaterThan(150)
  })

  test('every field an admin sees has a German label', () => {
    const missing = seen
      .filter(({ field, payloadOwn }) => typeof field.label !== 'function' && !payloadOwn)
      .filter(({ field }) => !isBilingual(field.label))
      .map(({ where, field }) => `${where}: ${JSON.stringify(field.label)}`)
    expect(missing).toEqual([])
    // The exceptions are what they say: Payload's upload and storage fields and array rows' ids, none in a form.
    const excepted = seen.filter(({ payloadOwn }) => payloadOwn)
    expect(excepted.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['media.mimeType', 'documents.prefix', 'about-page.values.id']),
    )
    expect(excepted.filter(({ field }) => field.admin?.hidden !== true).map(({ where }) => where)).toEqual([])
  })

  test('the English of every label is what Payload showed before', () => {
    const judged = seen.filter(({ english }) => english !== undefined)
    expect(judged.length).toBeGreaterThan(150)
    const changed = judged
      .filter(({ field }) => isBilingual(field.label))
      .filter(({ field, english }) => (field.label as Bilingual).en !== english)
      .map(({ where, field, english }) => `${where}: ${(field.label as Bilingual).en} (was ${String(english)})`)
    expect(changed).toEqual([])
    // A date's time zone keeps Payload's name for it in English ('Start Tz'), not 'Date_tz'.
    const zone = seen.find(({ where }) => where === 'events.date_tz')
    expect(zone?.field.label).toEqual({ en: 'Start Tz', de: 'Beginn (Zeitzone)' })
  })

  test('every select option has an English and a German label, the English as before', () => {
    const selects = seen.filter(({ field }) => field.type === 'select' || field.type === 'radio')
    expect(selects.length).toBeGreaterThan(15)
    const problems = selects.flatMap(({ where, field, own }) => {
      // Payload's hidden time zone (the one zone, 'Berlin') and draft status (translated by Payload).
      if (where.endsWith('_tz') || field.name === '_status') return []
      const options = field.options ?? []
      const before = own?.options
      return options.flatMap((option) => {
        const label = optionLabel(option)
        if (!isBilingual(label)) return [`${where} ${optionValue(option)}: ${JSON.stringify(label)}`]
        const english = before?.find((candidate) => optionValue(candidate) === optionValue(option))
        const expected = english === undefined ? undefined : optionLabel(english)
        return expected === undefined || label.en === expected
          ? []
          : [`${where} ${optionValue(option)}: ${label.en} (was ${String(expected)})`]
      })
    })
    expect(problems).toEqual([])
  })

  test('every field description, tab, collapsible and array row reads German too, English as before', () => {
    const descriptions = seen.flatMap(({ where, field, own }) => {
      const description = field.admin?.description
      if (description === undefined || typeof description === 'function') return []
      // A field a plugin adds (translationStatus) is written bilingual already.
      const english = own ? own.admin?.description : isBilingual(description) ? description.en : undefined
      return isBilingual(description) && description.en === english ? [] : [`${where}: ${JSON.stringify(description)}`]
    })
    expect(descriptions).toEqual([])
    const unnamed = holders.flatMap((holder) =>
      [...sections(holder.fields)]
        .filter((section) => !isBilingual(section.label))
        .map((section) => `${holder.slug}: ${JSON.stringify(section.label)}`),
    )
    expect(unnamed).toEqual([])
    const rows = seen.flatMap(({ where, field }) =>
      field.type === 'array' && !(isBilingual(field.labels?.singular) && isBilingual(field.labels?.plural)) ? [where] : [],
    )
    expect(rows).toEqual([])
    expect(seen.find(({ where }) => where === 'about-page.values')?.field).toMatchObject({
      labels: { singular: { en: 'Value', de: 'Wert' }, plural: { en: 'Values', de: 'Werte' } },
    })
  })

  test("the collections' and globals' descriptions read German too, English as before", () => {
    const problems = holders.flatMap((holder) => {
      const english = written(holder.slug).admin?.description
      if (english === undefined) return []
      const description = holder.admin?.description
      return isBilingual(description) && description.en === english ? [] : [`${holder.slug}: ${JSON.stringify(description)}`]
    })
    expect(problems).toEqual([])
  })
})
