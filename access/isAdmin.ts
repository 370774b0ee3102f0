import type { Access, FieldAccess } from 'payload'

import { hasAdminRole } from './roles'

/** Admin or super admin. */
export const isAdmin: Access = ({ req }) => hasAdminRole(req.user)
export const isAdminField: FieldAccess = ({ req }) => hasAdminRole(req.user)
