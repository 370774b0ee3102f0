import { relationId } from '@/lib/shared/ids/relationId'

type MaybeMember = { organizationAdmin?: boolean | null; organization?: number | { id: number } | null } | null | undefined

/**
 * The organization a member administers (issue 23, item 6): a role scoped to their own
 * organization, granted by admins (`organizationAdmin` on the account) and lost with a move to
 * another organization (hooks/accounts/dropOrganizationAdminOnMove.ts). Null: none.
 */
export const administeredOrganization = (user: MaybeMember): number | null =>
  user?.organizationAdmin === true ? relationId(user.organization) : null

/** Whether the member administers this organization. */
export const isOrganizationAdminOf = (user: MaybeMember, organizationId: number | null | undefined): boolean =>
  organizationId != null && administeredOrganization(user) === organizationId
