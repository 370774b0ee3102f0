import type { Access } from 'payload'

import { administeredOrganization } from './organizationAdmin'
import { hasAdminRole } from '../roles'

/** Admins see every organization's domains; an organization admin their own organization's. */
export const canReadOrganizationDomain: Access = ({ req }) => {
  if (hasAdminRole(req.user)) return true
  const organization = administeredOrganization(req.user)
  return organization ? { organization: { equals: organization } } : false
}

/** Taking a domain back: admins, and the organization's admins for its own. */
export const canWithdrawOrganizationDomain: Access = canReadOrganizationDomain
