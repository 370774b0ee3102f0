'use client'

import { useTranslation } from '@payloadcms/ui'

import { type AdminKey, adminLanguage, type AdminTranslations } from './adminTranslator'

/**
 * A client admin component's texts: Payload's `useTranslation()` typed with our `custom:` keys
 * (and Payload's own client keys), with the admin's language for numbers and dates.
 */
export function useAdminTranslation() {
  const { i18n, t } = useTranslation<AdminTranslations, AdminKey>()
  return { i18n, t, language: adminLanguage(i18n) }
}
