import type { Access, Payload, Where } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

import { administeredOrganization, isOrganizationAdminOf } from './organizationAdmin'
import { hasAdminRole } from '../roles'

/** Visitors see member organizations only; vendors are listed to signed-in people. */
export const canReadOrganization: Access = ({ req }) => {
  if (req.user) return true
  return { type: { not_equals: 'vendor' } }
}

type EditedOrganization = { id: number; userEditable?: boolean | null }

type Editor = {
  id: number
  email?: string | null
  role?: string | null
  organization?: number | { id: number } | null
  organizationAdmin?: boolean | null
  _verified?: boolean | null
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
 * Whether the member's verified address is at a verified domain of their own organization
 * (collections/OrganizationDomains): one indexed read, only for members who are no organization admin.
 */
async function isDomainMember(payload: Payload, user: Editor): Promise<boolean> {
  const organization = relationId(user.organization)
  const domain = hasVerifiedEmail(user) ? emailDomainOf(user.email) : null
  if (!organization || !domain) return false
  const { totalDocs } = await payload.count({
    collection: 'organization-domains',
    where: { and: [{ organization: { equals: organization } }, { domain: { equals: domain } }, { status: { equals: 'verified' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Who edits an organization (issue 23, item 6, replacing the creator rule): admins every one; an
 * organization admin their own; and, while an admin allows member edits (`userEditable`), the
 * members whose verified address is at one of its verified domains. Joining alone (open to every
 * organization) gives no right to edit it.
 */
export const canUpdateOrganization: Access = async ({ req }): Promise<boolean | Where> => {
  const user = req.user
  if (!user) return false
  if (hasAdminRole(user)) return true
  const administered = administeredOrganization(user)
  if (administered) return { id: { equals: administered } }
  const organization = relationId(user.organization)
  if (!organization || !(await isDomainMember(req.payload, user))) return false
  return { and: [{ id: { equals: organization } }, { userEditable: { equals: true } }] }
}

/** The same rule for one organization in hand, for pages deciding whether to offer editing. */
export async function canEditOrganization(
  payload: Payload,
  user: Editor | null | undefined,
  organization: EditedOrganization | null | undefined,
): Promise<boolean> {
  if (!user || !organization) return false
  if (hasAdminRole(user)) return true
  if (relationId(user.organization) !== organization.id) return false
  if (isOrganizationAdminOf(user, organization.id)) return true
  return organization.userEditable === true && (await isDomainMember(payload, user))
}
