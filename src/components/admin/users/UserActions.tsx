'use client'

import { Button, ConfirmationModal, toast, useAuth, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useOptimistic, useTransition } from 'react'

import { LABELS } from '@/lib/enums'
import { hasAdminRole, hasSuperAdminRole, ROLES } from '@access/roles'

import { type OrganizationChoice, organizationOptionLabel } from './organizationLabel'
import { deleteUser, updateUser } from './usersApi'
import type { User } from '../../../payload-types'
import { useHydrated } from '../../ui/useHydrated'
import './users.scss'

export type UserRow = { id: number; name: string; email: string; role: string; organizationId: number | null }

/**
 * The Actions column for admins: organization, role (super admins only) and delete. The
 * server decides every change (collection and field access, the role hook); hiding or
 * disabling a control here only spares the admin a refusal they can foresee.
 */
export function UserActions({ user: row, organizations }: { user: UserRow; organizations: OrganizationChoice[] }) {
  const { user: viewer } = useAuth<User>()
  const router = useRouter()
  const { openModal } = useModal()
  const [isPending, startTransition] = useTransition()
  const hydrated = useHydrated()
  const [organizationValue, setOrganizationValue] = useOptimistic(row.organizationId === null ? '' : String(row.organizationId))
  const [roleValue, setRoleValue] = useOptimistic(row.role)

  if (!viewer || !hasAdminRole(viewer)) return null

  const displayName = row.name || row.email
  const isSuperAdmin = hasSuperAdminRole(viewer)
  const isSelf = viewer.id === row.id
  // Admins cannot change or delete a super admin's account (canUpdateAccount, canDeleteAccount).
  const canManage = isSuperAdmin || row.role !== 'super_admin'
  const deleteModal = `delete-user-${row.id}`

  const changeOrganization = (value: string) =>
    startTransition(async () => {
      setOrganizationValue(value)
      const result = await updateUser(row.id, { organization: value === '' ? null : Number(value) })
      if (result.ok) {
        toast.success('User organization updated successfully')
        router.refresh()
      } else {
        toast.error('Failed to update user organization', { description: result.message })
      }
    })

  const changeRole = (value: string) =>
    startTransition(async () => {
      setRoleValue(value)
      const result = await updateUser(row.id, { role: value })
      if (result.ok) {
        toast.success('User role updated successfully')
        router.refresh()
      } else {
        toast.error('Failed to update user role', { description: result.message })
      }
    })

  // Resolves when the server has answered, so the dialog closes then; the row's controls
  // stay disabled (the transition is pending) until the refreshed list no longer has it.
  const confirmDelete = () =>
    new Promise<void>((resolve) =>
      startTransition(async () => {
        const result = await deleteUser(row.id)
        resolve()
        if (result.ok) {
          toast.success(`User ${displayName} has been deleted successfully`)
          router.refresh()
        } else {
          toast.error(`Failed to delete user: ${result.message}`)
        }
      }),
    )

  const lockedReason = !canManage ? "Only a super admin can change a super admin's account" : undefined

  return (
    <div className="users-actions" aria-busy={isPending}>
      <select
        aria-label={`Organization of ${displayName}`}
        className="users-actions__select users-actions__select--organization"
        disabled={!hydrated || isPending || !canManage}
        onChange={(event) => changeOrganization(event.target.value)}
        title={lockedReason}
        value={organizationValue}
      >
        <option value="">No Organization</option>
        {organizations.map((organization) => (
          <option key={organization.id} value={String(organization.id)}>
            {organizationOptionLabel(organization)}
          </option>
        ))}
      </select>
      {isSuperAdmin ? (
        <select
          aria-label={`System role of ${displayName}`}
          className="users-actions__select"
          disabled={!hydrated || isPending || isSelf}
          onChange={(event) => changeRole(event.target.value)}
          title={isSelf ? 'You cannot change your own role here' : undefined}
          value={roleValue}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {LABELS[role]}
            </option>
          ))}
        </select>
      ) : null}
      <Button
        aria-label={`Delete ${displayName}`}
        buttonStyle="secondary"
        className="users-actions__delete"
        disabled={!hydrated || isPending || !canManage || isSelf}
        margin={false}
        onClick={() => openModal(deleteModal)}
        size="small"
        tooltip={isSelf ? 'You cannot delete your own account here' : lockedReason}
      >
        Delete
      </Button>
      <ConfirmationModal
        body={
          <p>
            Are you sure you want to delete <strong>{displayName}</strong>? This action cannot be undone. It permanently removes the user
            and all associated data: saved events, agenda interests, project applications, project memberships and invitations sent. Survey
            responses and document downloads are kept without the user.
          </p>
        }
        confirmLabel="Delete User"
        confirmingLabel="Deleting..."
        heading="Delete User"
        modalSlug={deleteModal}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
