import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { AppError } from '@/lib/shared/errors/appError'

export const LAST_SUPER_ADMIN = 'The last super admin account cannot be deleted. Make another user a super admin first.'

const BEING_DELETED = 'superAdminsBeingDeleted'

/**
 * Someone must be left to manage super admins: deleting the last super admin account is
 * refused, from the admin panel, the REST API and the member's own account deletion alike.
 */
export const refuseDeletingLastSuperAdmin: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await requestDatabase(req, 'locks the super admin rows FOR UPDATE until the delete commits: the local API takes no locks')
  const target = await db.execute(sql`SELECT role FROM users WHERE id = ${Number(id)}`)
  if (target.rows[0]?.role !== 'super_admin') return
  // Locks every super admin row until the delete commits, so two super admins deleting
  // themselves or each other at the same moment are decided one after the other.
  const locked = await db.execute(sql`SELECT id FROM users WHERE role = 'super_admin' ORDER BY id FOR UPDATE`)
  // A bulk delete runs this hook for each of its rows in one transaction before any row is
  // gone: the ids already let through count as deleted.
  const beingDeleted = ((req.context[BEING_DELETED] as Set<number> | undefined) ??= new Set<number>())
  beingDeleted.add(Number(id))
  if (locked.rows.every((row) => beingDeleted.has(Number(row.id)))) {
    beingDeleted.delete(Number(id))
    throw new AppError('CONFLICT', LAST_SUPER_ADMIN)
  }
}
