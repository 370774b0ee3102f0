import type { Field, Option, OptionObject, Plugin, SanitizedConfig, Tab } from 'payload'
import { formatLabels, toWords } from 'payload/shared'

import { GERMAN_FIELD_NAMES, GERMAN_SECTION_NAMES, type GermanField } from '@/i18n/admin/germanFieldNames'

import { besideGerman } from './bilingualLabels'

type Bilingual = { en: string; de: string }
type Words = { fields: Record<string, GermanField>; sections: Record<string, string> }
/** A field as the walk reads and copies it: Payload's union has no common shape for labels and options. */
type Loose = Record<string, unknown>

const germanOf = (german: GermanField | undefined) => (typeof german === 'string' ? { label: german } : german)

/** Select and radio options with their German labels; a string option becomes `{ label, value }` (the value stays). */
const bilingualOptions = (options: Option[], german: Record<string, string> | undefined): Option[] =>
  german
    ? options.map((option) => {
        if (typeof option === 'string') return german[option] ? { label: { en: option, de: german[option] }, value: option } : option
        return { ...option, label: besideGerman(option.label, german[option.value]) as OptionObject['label'] }
      })
    : options

/** The German of a named field (label, options, description, an array's row names), its children walked too. */
function bilingualField(field: Loose & { name: string }, words: Words, path: string): Loose {
  const german = germanOf(words.fields[path])
  const next: Loose = { ...field }
  if (german) {
    // Payload shows a field without a label under the words of its name ('jobRole' → 'Job Role').
    next.label = besideGerman(field.label === undefined ? toWords(field.name) : field.label, german.label)
    if (Array.isArray(field.options)) next.options = bilingualOptions(field.options as Option[], german.options)
    const admin = field.admin as Loose | undefined
    if (admin && german.description) next.admin = { ...admin, description: besideGerman(admin.description, german.description) }
    if (german.labels && field.type === 'array') {
      // An array's rows ('Add Value', 'Value 01'): its own names, or Payload's from its name.
      const own = field.labels as { singular?: unknown; plural?: unknown } | undefined
      const english = formatLabels(field.name)
      next.labels = {
        singular: besideGerman(own?.singular ?? english.singular, german.labels.singular),
        plural: besideGerman(own?.plural ?? english.plural, german.labels.plural),
      }
    }
  }
  if (Array.isArray(field.fields)) next.fields = bilingualFields(field.fields as Field[], words, path)
  if (Array.isArray(field.blocks))
    next.blocks = (field.blocks as Loose[]).map((block) =>
      typeof block === 'object' && Array.isArray(block.fields)
        ? { ...block, fields: bilingualFields(block.fields as Field[], words, `${path}.${String(block.slug)}`) }
        : block,
    )
  return next
}

/** A tab: a named one as a named field, an unnamed one by its English label (src/i18n/admin/germanFieldNames.ts). */
function bilingualTab(tab: Tab, words: Words, prefix: string): Tab {
  if ('name' in tab && tab.name) return bilingualField(tab as unknown as Loose & { name: string }, words, join(prefix, tab.name)) as Tab
  const label = typeof tab.label === 'string' ? besideGerman(tab.label, words.sections[tab.label]) : tab.label
  return { ...tab, label, fields: bilingualFields(tab.fields, words, prefix) } as Tab
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name)

/** Every field, through rows, collapsibles, groups, tabs, arrays and blocks; names, types and storage untouched. */
function bilingualFields(fields: Field[], words: Words, prefix: string): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => bilingualTab(tab, words, prefix)) }
    if ('name' in field && field.name) return bilingualField(field as Loose & { name: string }, words, join(prefix, field.name)) as Field
    // Rows, collapsibles and unnamed groups: no name, no place in a path; a collapsible's or group's label by its English.
    const loose = field as Loose
    const next: Loose = { ...loose }
    if (typeof loose.label === 'string') next.label = besideGerman(loose.label, words.sections[loose.label])
    if (Array.isArray(loose.fields)) next.fields = bilingualFields(loose.fields as Field[], words, prefix)
    return next as Field
  })
}

const wordsFor = (slug: string): Words | undefined =>
  GERMAN_FIELD_NAMES[slug] ? { fields: GERMAN_FIELD_NAMES[slug], sections: GERMAN_SECTION_NAMES[slug] ?? {} } : undefined

/**
 * The fields of the collections and globals in both admin languages: each label keeps its English
 * (its own, or the words Payload makes of its name) and gets its German one, as do select
 * options, descriptions, array rows, unnamed tabs and collapsibles (src/i18n/admin/germanFieldNames.ts).
 * Payload's forms, list columns and filters then read the admin's language; English stays as it
 * was. Labels already per language, or functions, stay. Code that needs a label as text (the
 * audit trail, exports) reads its English through englishLabel.
 */
export const bilingualFieldLabels = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const words = wordsFor(collection.slug)
    return words ? { ...collection, fields: bilingualFields(collection.fields, words, '') } : collection
  }),
  globals: (config.globals ?? []).map((global) => {
    const words = wordsFor(global.slug)
    return words ? { ...global, fields: bilingualFields(global.fields, words, '') } : global
  }),
})

const isBilingual = (label: unknown): label is Bilingual =>
  Boolean(label) && typeof label === 'object' && typeof (label as Loose).en === 'string' && typeof (label as Loose).de === 'string'

function timezoneLabels(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'date' && field.timezone && isBilingual(field.label)) {
      const label = field.label
      const name = `${field.name}_tz`
      const zone = fields.find((candidate) => 'name' in candidate && candidate.name === name)
      // Payload's own words for a zone beside a label that is not a string ('date_tz' → 'Date_tz').
      if (zone && 'label' in zone && zone.label === toWords(name))
        Object.assign(zone, { label: { en: `${label.en} Tz`, de: `${label.de} (Zeitzone)` } satisfies Bilingual })
    }
    if (field.type === 'tabs') field.tabs.forEach((tab) => timezoneLabels(tab.fields))
    else if (field.type === 'blocks') field.blocks.forEach((block) => timezoneLabels(block.fields))
    else if ('fields' in field) timezoneLabels(field.fields)
  }
}

/**
 * Payload adds a hidden `<date>_tz` field beside each date with a time zone while it builds the
 * config, named '<label> Tz' only when the date's label is a string. For a bilingual date it says
 * so again ('Start Tz', 'Beginn (Zeitzone)'), as list columns and filters offered it before.
 * Set on the sanitized config, where those fields exist; Payload's lists read them from there.
 */
export function bilingualTimezoneLabels(config: SanitizedConfig): SanitizedConfig {
  for (const owner of [...config.collections, ...config.globals]) timezoneLabels(owner.fields)
  return config
}
