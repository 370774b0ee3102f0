import type { Access, FieldAccess } from 'payload'

import { hasSuperAdminRole } from './roles'

/** Super admin only: the one role that may change a user's `role`. */
export const isSuperAdmin: Access = ({ req }) => hasSuperAdminRole(req.user)
export const isSuperAdminField: FieldAccess = ({ req }) => hasSuperAdminRole(req.user)
