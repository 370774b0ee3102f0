'use client'

import { ConfirmationModal, toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { MemberSummary } from '@/lib/organizations/memberSummaries'

import { deleteOrganization } from './deleteOrganization'
import { loadMemberSummary } from './memberSummaries'
import { textWith } from '../textWith'
import './organizations.scss'

/** The modal's slug for one organization, to open it with useModal().openModal. */
export const deleteOrganizationModal = (id: number | string) => `delete-organization-${id}`

/**
 * Spec 2: deleting an organization asks first in a dialog 'Delete Organization' that warns when
 * it has members. The server's refusal (hooks/organizations/refuseDeleteWhileMembers.ts) stays the rule; the
 * warning only says it ahead. Used by the list's Actions column and the edit view's ⋯ menu.
 */
export function DeleteOrganizationDialog({ id, name, onDeleted }: { id: number | string; name: string; onDeleted: () => void }) {
  const { t } = useAdminTranslation()
  // The same batched request as the Members column: one per list page, not per row.
  const [members, setMembers] = useState<MemberSummary | null>(null)
  useEffect(() => {
    let live = true
    void loadMemberSummary(Number(id)).then((value) => live && setMembers(value))
    return () => {
      live = false
    }
  }, [id])

  const confirmDelete = async () => {
    const result = await deleteOrganization(id)
    if (result.ok) {
      toast.success(t('custom:organizations:deleted', { name }))
      onDeleted()
    } else if (result.hasMembers) {
      toast.error(t('custom:organizations:cannotDelete'), { description: t('custom:organizations:hasMembers') })
    } else if (result.message) {
      // The server's answer is already in the spec's words, with the reason ('Failed to delete organization: …').
      toast.error(result.message)
    } else {
      toast.error(t('custom:organizations:deleteFailed'), {
        description: result.status ? t('custom:errors:requestFailed', { status: result.status }) : t('custom:errors:network'),
      })
    }
  }

  return (
    <ConfirmationModal
      body={
        <>
          <p>{textWith(t('custom:organizations:deleteQuestion'), 'name', <strong>{name}</strong>)}</p>
          {members && members.count > 0 ? (
            <p className="organization-actions__warning" role="alert">
              <strong>{t('custom:organizations:warning')}</strong> {t('custom:organizations:hasMembers')}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t('custom:organizations:delete')}
      confirmingLabel={t('custom:organizations:deleting')}
      heading={t('custom:organizations:deleteHeading')}
      modalSlug={deleteOrganizationModal(id)}
      onConfirm={confirmDelete}
    />
  )
}
