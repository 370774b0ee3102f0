import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { requireOrganizationAdmin } from './requireOrganizationAdmin'

/** The member-site page where an organization admin manages their organization. */
export const ORGANIZATION_ADMIN_PATH = '/profile/organization'
export const MEMBERS_PER_PAGE = 24

export type OrganizationMember = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'jobRole' | 'organizationAdmin' | 'lastActiveAt' | 'createdAt'
>

/**
 * An organization's members as its organization admin sees them (issue 23, item 6): name,
 * address, job role, whether they are an organization admin, last online and joined; a page at a
 * time, by name. Nothing else of their accounts, and nobody outside the organization.
 */
export async function organizationMembers(
  { payload, user }: Pick<ActionContext, 'payload'> & { user: ActionContext['user'] | null },
  { organizationId, page = 1 }: { organizationId: number; page?: number },
) {
  requireOrganizationAdmin(user, organizationId)
  const result = await payload.find({
    collection: 'users',
    where: { organization: { equals: organizationId } },
    select: { firstName: true, lastName: true, email: true, jobRole: true, organizationAdmin: true, lastActiveAt: true, createdAt: true },
    sort: ['firstName', 'lastName', 'id'],
    limit: MEMBERS_PER_PAGE,
    page: Math.max(1, Math.floor(page)),
    depth: 0,
    // The check above is the rule: the users collection shows members only their own account.
    overrideAccess: true,
  })
  // An admin may ask for any organization: one that does not exist is 404, not an empty list
  // (asked only when nobody is listed: an organization with members exists).
  if (result.totalDocs === 0) {
    const exists = await payload.count({ collection: 'organizations', where: { id: { equals: organizationId } }, overrideAccess: true })
    if (!exists.totalDocs) throw new AppError('NOT_FOUND', errorText('organizationNotFound'))
  }
  return {
    // Exactly these fields (Payload's answer also names the collection).
    members: result.docs.map(
      ({ id, firstName, lastName, email, jobRole, organizationAdmin, lastActiveAt, createdAt }): OrganizationMember => ({
        id,
        firstName,
        lastName,
        email,
        jobRole,
        organizationAdmin,
        lastActiveAt,
        createdAt,
      }),
    ),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalMembers: result.totalDocs,
  }
}
