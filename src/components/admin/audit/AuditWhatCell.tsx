'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

/** The list's "What": the collection or global by its label, then the row's title and id ("Users: ada@example.com #12"). */
export function AuditWhatCell({ rowData }: Partial<DefaultCellComponentProps>) {
  const { getEntityConfig } = useConfig()
  const { i18n, t } = useAdminTranslation()
  const target = rowData?.target as string | null | undefined
  if (!target) return <span>{rowData?.action === 'sign-in' ? t('custom:audit:adminPanel') : '—'}</span>
  const collection = getEntityConfig({ collectionSlug: target })
  const label = collection ? collection.labels.plural : getEntityConfig({ globalSlug: target })?.label
  const name = label ? getTranslation(label, i18n) || target : target
  const title = rowData?.title as string | null | undefined
  const id = rowData?.documentId as string | null | undefined
  return (
    <span>
      <strong>{name}</strong>
      {title && title !== id ? `: ${title}` : null}
      {id ? ` #${id}` : null}
    </span>
  )
}
