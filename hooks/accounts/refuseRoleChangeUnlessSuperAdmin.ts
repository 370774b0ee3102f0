import { sql } from '@payloadcms/db-postgres'
import type { FieldHook } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { AppError } from '@/lib/shared/errors/appError'
import { hasSuperAdminRole } from '@access/roles'

export const ROLE_CHANGE_REFUSED = "Only a super admin can change a user's role."
export const LAST_SUPER_ADMIN_ROLE = 'The last super admin keeps that role. Make another user a super admin first.'

/**
 * The `role` field's update access silently drops a role sent by anyone but a super admin
 * and the request still succeeds, so an admin would believe the change was made. This
 * field hook runs before that access check and refuses the whole update with 403 instead.
 * Sending the unchanged role (the admin form always does) is not a change and passes.
 */
export const refuseRoleChangeUnlessSuperAdmin: FieldHook = async ({
  operation,
  originalDoc,
  overrideAccess,
  previousValue,
  req,
  siblingData,
  value,
}) => {
  if (operation !== 'update') return value
  const requested = (siblingData as { role?: unknown }).role
  if (requested === undefined || requested === previousValue) return value
  if (!overrideAccess && !hasSuperAdminRole(req.user)) throw new AppError('FORBIDDEN', ROLE_CHANGE_REFUSED)
  if (previousValue === 'super_admin') await refuseDemotingLastSuperAdmin(req, Number(originalDoc?.id))
  return value
}

/**
 * Someone must be left to manage roles: the last super admin cannot be demoted (as they cannot
 * be deleted, hooks/accounts/refuseDeletingLastSuperAdmin.ts). The other super admins' rows are locked
 * until the update commits, so two super admins demoting each other are decided in turn.
 */
async function refuseDemotingLastSuperAdmin(req: Parameters<FieldHook>[0]['req'], id: number) {
  const db = await requestDatabase(req, 'locks the other super admins FOR UPDATE until the update commits, so demotions go in turn')
  const others = await db.execute(sql`SELECT id FROM users WHERE role = 'super_admin' AND id <> ${id} ORDER BY id FOR UPDATE`)
  if (others.rows.length === 0) throw new AppError('CONFLICT', LAST_SUPER_ADMIN_ROLE)
}
