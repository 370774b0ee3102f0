'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useDocumentInfo, useDocumentTitle } from '@payloadcms/ui'
import { useEffect } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

/**
 * The heading of a document form: 'Create Event' before the first save, the document's title
 * afterwards, or 'Edit Event' while it has none. Payload heads an unsaved or untitled
 * document '[Untitled]' (or its id); its heading, breadcrumb and drawer header all read the
 * document title that this sets whenever Payload puts such a placeholder there.
 */
export function DocumentHeading() {
  const { id, collectionSlug } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { getEntityConfig } = useConfig()
  const { i18n, t } = useAdminTranslation()
  const collection = collectionSlug ? getEntityConfig({ collectionSlug }) : undefined
  const label = collection?.labels.singular
  const singular = label ? getTranslation(label, i18n) : (collectionSlug ?? '')

  useEffect(() => {
    if (!collection) return
    // Without a title field of its own a document's title is its id (a number, or its text).
    const placeholder =
      !title || title === `[${t('general:untitled')}]` || (id !== undefined && id !== null && String(title) === String(id))
    if (!placeholder) return
    const heading = t(id === undefined || id === null ? 'custom:forms:create' : 'custom:forms:edit', { label: singular })
    if (title === heading) return
    // After the document's own effects (they run after this child's and set the placeholder
    // again), as Payload's SetDocumentTitle does.
    const frame = requestAnimationFrame(() => setDocumentTitle(heading))
    return () => cancelAnimationFrame(frame)
  }, [collection, id, singular, setDocumentTitle, t, title])

  return null
}
