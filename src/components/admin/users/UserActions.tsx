'use client'

import { Button, ConfirmationModal, toast, useAuth, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useOptimistic, useTransition } from 'react'

import { valueLabel } from '@/i18n/admin/adminTranslator'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import { holdsAdminRole, holdsSuperAdminRole, ROLES } from '@access/roles'

import { type OrganizationChoice, organizationOptionLabel } from './organizationLabel'
import { deleteUser, updateUser } from './usersApi'
import type { User } from '../../../payload-types'
import { useHydrated } from '../../ui/useHydrated'
import { textWith } from '../textWith'
import './users.scss'

export type UserRow = { id: number; name: string; email: string; role: string; organizationId: number | null }

/**
 * The Actions column for admins: organization, role (super admins only) and delete. The
 * server decides every change (collection and field access, the role hook); hiding or
 * disabling a control here only spares the admin a refusal they can foresee.
 */
export function UserActions({ user: row, organizations }: { user: UserRow; organizations: OrganizationChoice[] }) {
  const { t } = useAdminTranslation()
  const { user: viewer } = useAuth<User>()
  const router = useRouter()
  const { openModal } = useModal()
  const [isPending, startTransition] = useTransition()
  const hydrated = useHydrated()
  const [organizationValue, setOrganizationValue] = useOptimistic(row.organizationId === null ? '' : String(row.organizationId))
  const [roleValue, setRoleValue] = useOptimistic(row.role)

  if (!viewer || !holdsAdminRole(viewer)) return null

  const displayName = row.name || row.email
  const isSuperAdmin = holdsSuperAdminRole(viewer)
  const isSelf = viewer.id === row.id
  // Admins cannot change or delete a super admin's account (canUpdateAccount, canDeleteAccount).
  const canManage = isSuperAdmin || row.role !== 'super_admin'
  const deleteModal = `delete-user-${row.id}`

  const changeOrganization = (value: string) =>
    startTransition(async () => {
      setOrganizationValue(value)
      const result = await updateUser(row.id, { organization: value === '' ? null : Number(value) })
      if (result.ok) {
        toast.success(t('custom:users:organizationUpdated'))
        router.refresh()
      } else {
        toast.error(t('custom:users:organizationFailed'), { description: result.message ?? t('custom:errors:network') })
      }
    })

  const changeRole = (value: string) =>
    startTransition(async () => {
      setRoleValue(value)
      const result = await updateUser(row.id, { role: value })
      if (result.ok) {
        toast.success(t('custom:users:roleUpdated'))
        router.refresh()
      } else {
        toast.error(t('custom:users:roleFailed'), { description: result.message ?? t('custom:errors:network') })
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
          toast.success(t('custom:users:deleted', { name: displayName }))
          router.refresh()
        } else {
          toast.error(t('custom:users:deleteFailed', { message: result.message ?? t('custom:errors:network') }))
        }
      }),
    )

  const lockedReason = !canManage ? t('custom:users:superAdminOnly') : undefined

  return (
    <div className="users-actions" aria-busy={isPending}>
      <select
        aria-label={t('custom:users:organizationOf', { name: displayName })}
        className="users-actions__select users-actions__select--organization"
        disabled={!hydrated || isPending || !canManage}
        onChange={(event) => changeOrganization(event.target.value)}
        title={lockedReason}
        value={organizationValue}
      >
        <option value="">{t('custom:users:noOrganizationChoice')}</option>
        {organizations.map((organization) => (
          <option key={organization.id} value={String(organization.id)}>
            {organizationOptionLabel(organization, (type) => valueLabel(t, type))}
          </option>
        ))}
      </select>
      {isSuperAdmin ? (
        <select
          aria-label={t('custom:users:roleOf', { name: displayName })}
          className="users-actions__select"
          disabled={!hydrated || isPending || isSelf}
          onChange={(event) => changeRole(event.target.value)}
          title={isSelf ? t('custom:users:ownRole') : undefined}
          value={roleValue}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {valueLabel(t, role)}
            </option>
          ))}
        </select>
      ) : null}
      <Button
        aria-label={t('custom:users:deleteName', { name: displayName })}
        buttonStyle="secondary"
        className="users-actions__delete"
        disabled={!hydrated || isPending || !canManage || isSelf}
        margin={false}
        onClick={() => openModal(deleteModal)}
        size="small"
        tooltip={isSelf ? t('custom:users:ownAccount') : lockedReason}
      >
        {t('custom:users:delete')}
      </Button>
      <ConfirmationModal
        body={<p>{textWith(t('custom:users:deleteQuestion'), 'name', <strong>{displayName}</strong>)}</p>}
        confirmLabel={t('custom:users:deleteConfirm')}
        confirmingLabel={t('custom:users:deleting')}
        heading={t('custom:users:deleteHeading')}
        modalSlug={deleteModal}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
