import type { CollectionConfig, Field, Plugin, SelectField } from 'payload'
import { fieldAffectsData } from 'payload/shared'

import { recordTranslationStatus, TRANSLATION_STATUSES, type TranslationStatus } from './recordTranslationStatus'

const LABELS: Record<TranslationStatus, { en: string; de: string }> = {
  complete: { en: 'English and German', de: 'Englisch und Deutsch' },
  missingGerman: { en: 'German missing', de: 'Deutsch fehlt' },
  missingEnglish: { en: 'English missing', de: 'Englisch fehlt' },
}

const translationStatusField: SelectField = {
  name: 'translationStatus',
  label: { en: 'Translation', de: 'Übersetzung' },
  type: 'select',
  options: TRANSLATION_STATUSES.map((value) => ({ value, label: LABELS[value] })),
  index: true,
  // Kept by recordTranslationStatus after every save; nobody types it in.
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      en: 'Whether this item has an English and a German version; a missing one shows the other.',
      de: 'Ob es eine englische und eine deutsche Fassung gibt; eine fehlende zeigt die andere.',
    },
  },
}

/** Top-level data fields, through rows, collapsibles and unnamed tabs. */
const dataFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : dataFields(tab.fields)))
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) return dataFields(field.fields)
    return fieldAffectsData(field) ? [field] : []
  })

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * The text that says whether a version exists: the title when it is localized, else the first
 * localized text (a speaker's bio, in its plain-text companion).
 */
function keyText(collection: CollectionConfig): string | undefined {
  const localized = dataFields(collection.fields).filter(
    (field) => 'localized' in field && field.localized && (field.type === 'text' || field.type === 'textarea'),
  )
  const title = localized.find((field) => 'name' in field && field.name === collection.admin?.useAsTitle)
  const key = title ?? localized[0]
  return key && 'name' in key ? key.name : undefined
}

/**
 * Every collection with content in both languages gets a read-only 'Translation' field, a list
 * column admins can filter on ('German missing'), kept after each save; a plugin, so a collection
 * made bilingual later gets it too.
 */
export const translationStatus = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const key = keyText(collection)
    if (!key) return collection
    const hook = recordTranslationStatus({
      table: snakeCase(collection.slug.replace(/-/g, '_')),
      column: snakeCase(key),
      versions: Boolean(collection.versions),
    })
    return {
      ...collection,
      fields: [...collection.fields, translationStatusField],
      hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), hook] },
      admin: {
        ...collection.admin,
        defaultColumns: collection.admin?.defaultColumns ? [...collection.admin.defaultColumns, 'translationStatus'] : undefined,
      },
    }
  }),
})
