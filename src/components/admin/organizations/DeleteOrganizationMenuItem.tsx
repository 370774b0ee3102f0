'use client'

import { PopupList, useAuth, useConfig, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { User } from '@/payload-types'
import { holdsAdminRole } from '@access/roles'

import { DeleteOrganizationDialog, deleteOrganizationModal } from './DeleteOrganizationDialog'

/**
 * The edit view's ⋯ Delete: the same 'Delete Organization' dialog and toast as the list's
 * Actions column, in place of Payload's generic one (the stylesheet hides that item here).
 */
export function DeleteOrganizationMenuItem() {
  const { t } = useAdminTranslation()
  const { id, initialData } = useDocumentInfo()
  const { user } = useAuth<User>()
  const { config } = useConfig()
  const router = useRouter()
  const { openModal } = useModal()
  if (!id || !holdsAdminRole(user)) return null
  // The saved name, as the list would show it; not what is being typed.
  const name = typeof initialData?.name === 'string' && initialData.name ? initialData.name : t('custom:organizations:thisOrganization')

  return (
    <>
      <PopupList.Button id="action-delete-organization" onClick={() => openModal(deleteOrganizationModal(id))}>
        {t('custom:organizations:delete')}
      </PopupList.Button>
      <DeleteOrganizationDialog
        id={id}
        name={name}
        onDeleted={() => router.push(formatAdminURL({ adminRoute: config.routes.admin, path: '/collections/organizations' }))}
      />
    </>
  )
}
