import type { Access, Where } from 'payload'

import { relationId } from '@/lib/ids/relationId'

import { hasAdminRole } from './roles'

/** Visitors see member organizations only; vendors are listed to signed-in people. */
export const canReadOrganization: Access = ({ req }) => {
  if (req.user) return true
  return { type: { not_equals: 'vendor' } }
}

type Editor = {
  id: number
  email?: string | null
  role?: string | null
  organization?: number | { id: number } | null
  _verified?: boolean | null
}
type EditedOrganization = {
  id: number
  userEditable?: boolean | null
  createdBy?: number | { id: number } | null
  domains?: string[] | null
}

/**
 * Whether the member's e-mail address counts as verified. Payload's `auth.verify` stores
 * `_verified`: only `false` means unverified; `true`, or no such field (before verification
 * was switched on), counts as verified.
 */
export const hasVerifiedEmail = (user: { _verified?: boolean | null }): boolean => user._verified !== false

/** The domain of an address, lowercased: `ada@Example.COM` → `example.com`. */
export const emailDomainOf = (email: string | null | undefined): string | null => {
  const at = email?.lastIndexOf('@') ?? -1
  return at > 0
    ? email!
        .slice(at + 1)
        .trim()
        .toLowerCase() || null
    : null
}

/**
 * The organization a member may edit, as a query: their own organization, while an admin
 * allows member edits (`userEditable`), and only if they created it (`createdBy`, which an
 * admin may change or clear) or their verified e-mail address is at one of its domains (set by
 * admins). Joining an organization alone gives no right to edit it. Null: nothing.
 */
function editableOrganization(user: Editor): Where | null {
  const organizationId = relationId(user.organization)
  if (!organizationId) return null
  const editors: Where[] = [{ createdBy: { equals: user.id } }]
  const domain = hasVerifiedEmail(user) ? emailDomainOf(user.email) : null
  if (domain) editors.push({ domains: { equals: domain } })
  return { and: [{ id: { equals: organizationId } }, { userEditable: { equals: true } }, { or: editors }] }
}

/** Admins edit every organization; a member only as editableOrganization says. */
export const canUpdateOrganization: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasAdminRole(user)) return true
  return editableOrganization(user) ?? false
}

/** The same rule for one organization in hand, for pages deciding whether to offer editing. */
export function canEditOrganization(user: Editor | null | undefined, organization: EditedOrganization | null | undefined): boolean {
  if (!user || !organization) return false
  if (hasAdminRole(user)) return true
  if (relationId(user.organization) !== organization.id || organization.userEditable !== true) return false
  if (relationId(organization.createdBy) === user.id) return true
  const domain = hasVerifiedEmail(user) ? emailDomainOf(user.email) : null
  return domain !== null && (organization.domains ?? []).includes(domain)
}
