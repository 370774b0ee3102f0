import type { CollectionBeforeChangeHook } from 'payload'

import { hasAdminRole } from '@access/roles'

/**
 * On create, the row belongs to whoever makes the request: a member cannot create a saved
 * date, download or application in someone else's name. Admins may name another user
 * (from the admin panel) and default to themselves.
 */
export const setCurrentUser =
  (field = 'user'): CollectionBeforeChangeHook =>
  ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user) return data
    if (hasAdminRole(req.user) && data[field]) return data
    return { ...data, [field]: req.user.id }
  }
