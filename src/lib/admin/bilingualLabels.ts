import type { LabelFunction, Plugin, StaticLabel } from 'payload'
import { formatLabels, toWords } from 'payload/shared'

import { GERMAN_COLLECTION_NAMES, GERMAN_DESCRIPTIONS, GERMAN_GLOBAL_NAMES } from '@/i18n/admin/germanNames'

/**
 * An English text beside its German one, `{ en, de }`, as Payload's admin reads labels and
 * descriptions per language; anything else (none, already per language, a function, a
 * component) stays as it is.
 */
export const besideGerman = (english: unknown, german: string | undefined): unknown =>
  typeof english === 'string' && english !== '' && german ? { en: english, de: german } : english

/** An English name (its own, else Payload's from the slug) beside its German one. */
const withGerman = (
  english: LabelFunction | StaticLabel | undefined,
  fallback: string,
  german: string | undefined,
): LabelFunction | StaticLabel => besideGerman(english ?? fallback, german) as LabelFunction | StaticLabel

/** A collection's or global's English description beside its German one. */
const describedInGerman = <Owner extends { slug: string; admin?: { description?: unknown } }>(owner: Owner): Owner => {
  const german = GERMAN_DESCRIPTIONS[owner.slug]
  const description = besideGerman(owner.admin?.description, german)
  return description === owner.admin?.description ? owner : { ...owner, admin: { ...owner.admin, description } }
}

/**
 * The collections' and globals' names (and descriptions) in both admin languages: each keeps its
 * English name (its own `labels`, or the one Payload makes of its slug) and gets its German one
 * (src/i18n/admin/germanNames.ts). Payload's screens, the side menu and the dashboard then read
 * the admin's language; a plugin, so no collection needs to change. Their fields:
 * bilingualFieldLabels.ts.
 */
export const bilingualLabels = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const german = GERMAN_COLLECTION_NAMES[collection.slug]
    if (!german) return collection
    const english = formatLabels(collection.slug)
    return {
      ...describedInGerman(collection),
      labels: {
        singular: withGerman(collection.labels?.singular, english.singular, german.singular),
        plural: withGerman(collection.labels?.plural, english.plural, german.plural),
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => ({
    ...describedInGerman(global),
    label: withGerman(global.label, toWords(global.slug), GERMAN_GLOBAL_NAMES[global.slug]),
  })),
})

/** A label as plain English text (the audit trail and exports): a string as it is, `{ en, de }` its English, else undefined. */
export const englishLabel = (label: unknown): string | undefined =>
  typeof label === 'string'
    ? label
    : label && typeof label === 'object' && typeof (label as { en?: unknown }).en === 'string'
      ? (label as { en: string }).en
      : undefined
