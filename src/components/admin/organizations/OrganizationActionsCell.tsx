'use client'

import { Button, useAuth, useConfig, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { DeleteOrganizationDialog, deleteOrganizationModal } from './DeleteOrganizationDialog'
import './organizations.scss'

/** Spec 2, Actions: Edit and Delete (which asks first) for admins and super admins. */
export function OrganizationActionsCell({ rowData }: DefaultCellComponentProps) {
  const { t } = useAdminTranslation()
  const { user } = useAuth<User>()
  const { config } = useConfig()
  const router = useRouter()
  const { openModal } = useModal()

  if (!holdsAdminRole(user)) return null

  const name = typeof rowData.name === 'string' && rowData.name ? rowData.name : t('custom:organizations:thisOrganization')
  const editURL = formatAdminURL({
    adminRoute: config.routes.admin,
    path: `/collections/organizations/${encodeURIComponent(String(rowData.id))}`,
  })

  return (
    <div className="organization-actions">
      <Button
        aria-label={t('custom:organizations:editName', { name })}
        buttonStyle="secondary"
        el="link"
        margin={false}
        size="small"
        url={editURL}
      >
        {t('custom:organizations:edit')}
      </Button>
      <Button
        aria-label={t('custom:organizations:deleteName', { name })}
        buttonStyle="secondary"
        className="organization-actions__delete"
        margin={false}
        onClick={() => openModal(deleteOrganizationModal(rowData.id))}
        size="small"
      >
        {t('custom:organizations:delete')}
      </Button>
      <DeleteOrganizationDialog id={rowData.id} name={name} onDeleted={() => router.refresh()} />
    </div>
  )
}
