import { type I18n, type NestedKeysStripped, t as translate, type TFunction } from '@payloadcms/translations'

import type { Language } from '@/i18n/languages'

import { adminDe } from './de'
import { adminEn } from './en'

/** The admin panel's own texts, as Payload's i18n holds them beside its own: `custom:…` keys. */
export type AdminTranslations = { custom: typeof adminEn }
/** Every key of our admin texts: 'custom:dashboard:title', 'custom:analytics:downloads' (its count variants stripped). */
export type AdminKey = NestedKeysStripped<AdminTranslations>
export type AdminT = TFunction<AdminKey>

const english: AdminT = (key, vars) => translate({ key, translations: { custom: adminEn }, vars })
const german: AdminT = (key, vars) => translate({ key, translations: { custom: adminDe }, vars })

/** Our admin texts in a language known without Payload's `i18n` (the REST route's answers: src/lib/platform/api/writeMessages.ts). */
export const adminTranslatorIn = (language: Language): AdminT => (language === 'de' ? german : english)

/**
 * Our admin texts in the admin's language, from a server component's `i18n` prop (or `req.i18n`).
 * A component rendered without one (outside a request, in a test) reads English.
 */
export const adminTranslator = (i18n?: Pick<I18n<never, never>, 't'> | null): AdminT => (i18n ? (i18n.t as unknown as AdminT) : english)

/** The admin's language (Payload's `i18n.language`, from its `payload-lng` cookie), as the site's formatters take it. */
export const adminLanguage = (i18n?: { language?: string } | null): Language => (i18n?.language === 'de' ? 'de' : 'en')

type StoredValue = keyof typeof adminEn.values

/** A stored value (a role, status, organization type, sector, interest) as the admin names it; an unknown one as it is. */
export const valueLabel = (t: AdminT, value: string): string =>
  Object.hasOwn(adminEn.values, value) ? t(`custom:values:${value as StoredValue}`) : value
