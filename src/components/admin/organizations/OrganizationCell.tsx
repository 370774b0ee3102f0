'use client'

import { useConfig, useListDrawerContext, useListRelationships } from '@payloadcms/ui'
import Link from 'next/link'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useEffect } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Media } from '@/payload-types'

import './organizations.scss'

const baseClass = 'organization-cell'

/**
 * Spec 2, Organization column: the logo (or a placeholder with the initial) and the name,
 * linking to the edit form. The logos of a page come in one request through the list's
 * relationship loader, as Payload's own relationship cells do.
 */
export function OrganizationCell({ rowData, collectionSlug }: DefaultCellComponentProps) {
  const { t } = useAdminTranslation()
  const { config } = useConfig()
  const { documents, getRelationships } = useListRelationships()
  const { drawerSlug, onSelect } = useListDrawerContext()
  const logoId = relationId((rowData.logo as number | { id: number } | null | undefined) ?? null)
  useEffect(() => {
    if (logoId !== null) getRelationships([{ relationTo: 'media', value: logoId }])
  }, [logoId, getRelationships])
  const logo = logoId === null ? null : (documents.media?.[logoId] as Media | false | null | undefined)
  const name = typeof rowData.name === 'string' && rowData.name.trim() ? rowData.name : t('custom:organizations:unnamed')
  const content = (
    <>
      {logo && logo.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail from Payload's media URL
        <img className={`${baseClass}__logo`} src={logo.url} alt="" />
      ) : (
        <span className={`${baseClass}__logo ${baseClass}__logo--placeholder`} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={`${baseClass}__name`}>{name}</span>
    </>
  )
  // Picking an organization from another form selects it instead of leaving that form.
  if (drawerSlug && onSelect) {
    return (
      <button type="button" className={baseClass} onClick={() => onSelect({ collectionSlug, doc: rowData, docID: rowData.id })}>
        {content}
      </button>
    )
  }
  return (
    <Link
      className={baseClass}
      href={formatAdminURL({
        adminRoute: config.routes.admin,
        path: `/collections/organizations/${encodeURIComponent(String(rowData.id))}`,
      })}
    >
      {content}
    </Link>
  )
}
