'use client'

import { ConfirmationModal, toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { MemberSummary } from '@/lib/organizations/memberSummaries'
import { ORGANIZATION_HAS_MEMBERS } from '@/lib/organizations/organizationMessages'

import { deleteOrganization } from './deleteOrganization'
import { loadMemberSummary } from './memberSummaries'
import './organizations.scss'

/** The modal's slug for one organization, to open it with useModal().openModal. */
export const deleteOrganizationModal = (id: number | string) => `delete-organization-${id}`

/**
 * Spec 2: deleting an organization asks first in a dialog 'Delete Organization' that warns when
 * it has members. The server's refusal (hooks/organizations/refuseDeleteWhileMembers.ts) stays the rule; the
 * warning only says it ahead. Used by the list's Actions column and the edit view's ⋯ menu.
 */
export function DeleteOrganizationDialog({ id, name, onDeleted }: { id: number | string; name: string; onDeleted: () => void }) {
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
      toast.success(`Organization "${name}" deleted successfully`)
      onDeleted()
    } else if (result.hasMembers) {
      toast.error('Cannot Delete Organization', { description: ORGANIZATION_HAS_MEMBERS })
    } else {
      toast.error('Failed to delete organization', { description: result.message })
    }
  }

  return (
    <ConfirmationModal
      body={
        <>
          <p>
            Are you sure you want to delete <strong>{name}</strong>? This action cannot be undone.
          </p>
          {members && members.count > 0 ? (
            <p className="organization-actions__warning" role="alert">
              <strong>Warning:</strong> {ORGANIZATION_HAS_MEMBERS}
            </p>
          ) : null}
        </>
      }
      confirmLabel="Delete"
      confirmingLabel="Deleting..."
      heading="Delete Organization"
      modalSlug={deleteOrganizationModal(id)}
      onConfirm={confirmDelete}
    />
  )
}
