'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useListQuery } from '@payloadcms/ui'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import './emptyListMessage.scss'

/**
 * The heading of an empty list in the collection's own words, 'No users found', 'No invitations
 * found' (spec 2), where Payload says 'No Results.' for every collection. It stands just before
 * Payload's empty-state box, whose heading the stylesheet then hides; the box's explanation and
 * its 'Create New' button stay.
 */
export function EmptyListMessage({ collectionSlug }: { collectionSlug: string }) {
  const { data } = useListQuery()
  const { getEntityConfig } = useConfig()
  const { i18n, t, language } = useAdminTranslation()
  if (!data || data.docs.length > 0) return null
  const label = getEntityConfig({ collectionSlug })?.labels.plural
  const plural = label ? getTranslation(label, i18n) : collectionSlug
  // English writes the name in lower case mid-sentence ('No project applications found'); German nouns keep their capital.
  return <h3 className="empty-list-message">{t('custom:lists:noneFound', { label: language === 'en' ? plural.toLowerCase() : plural })}</h3>
}
