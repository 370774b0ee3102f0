'use client'

import type { DefaultCellComponentProps } from 'payload'

import { Button, ConfirmationModal, toast, useAuth, useConfig, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useState, useTransition } from 'react'

import { hasAdminRole } from '../../../../access/roles'
import { ORGANIZATION_HAS_MEMBERS } from '@/lib/organizations/organizationMessages'
import type { MemberSummary } from '@/lib/organizations/memberSummaryEndpoint'
import type { User } from '@/payload-types'

import { deleteOrganization } from './deleteOrganization'
import { loadMemberSummary } from './memberSummaries'
import './organizations.scss'

/**
 * Spec 2, Actions: Edit and Delete for admins and super admins. Delete asks first in a dialog
 * 'Delete Organization' that warns when the organization has members; the server's refusal
 * (hooks/refuseDeleteWhileMembers.ts) stays the rule, the warning only says it ahead.
 */
export function OrganizationActionsCell({ rowData }: DefaultCellComponentProps) {
  const { user } = useAuth<User>()
  const { config } = useConfig()
  const router = useRouter()
  const { openModal } = useModal()
  const [isPending, startTransition] = useTransition()
  // The same batched request as the Members column: one per page, not per row.
  const [members, setMembers] = useState<MemberSummary | null>(null)
  useEffect(() => {
    let live = true
    void loadMemberSummary(Number(rowData.id)).then((value) => live && setMembers(value))
    return () => {
      live = false
    }
  }, [rowData.id])

  if (!hasAdminRole(user)) return null

  const name = typeof rowData.name === 'string' && rowData.name ? rowData.name : 'this organization'
  const modalSlug = `delete-organization-${rowData.id}`
  const editURL = formatAdminURL({
    adminRoute: config.routes.admin,
    path: `/collections/organizations/${encodeURIComponent(String(rowData.id))}`,
  })

  const confirmDelete = () =>
    new Promise<void>((resolve) =>
      startTransition(async () => {
        const result = await deleteOrganization(rowData.id)
        resolve()
        if (result.ok) {
          toast.success(`Organization "${name}" deleted successfully`)
          router.refresh()
        } else if (result.hasMembers) {
          toast.error('Cannot Delete Organization', { description: ORGANIZATION_HAS_MEMBERS })
        } else {
          toast.error('Failed to delete organization', { description: result.message })
        }
      }),
    )

  return (
    <div className="organization-actions" aria-busy={isPending}>
      <Button aria-label={`Edit ${name}`} buttonStyle="secondary" el="link" margin={false} size="small" url={editURL}>
        Edit
      </Button>
      <Button
        aria-label={`Delete ${name}`}
        buttonStyle="secondary"
        className="organization-actions__delete"
        disabled={isPending}
        margin={false}
        onClick={() => openModal(modalSlug)}
        size="small"
      >
        Delete
      </Button>
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
        modalSlug={modalSlug}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
