import { elevated } from '@/lib/accounts/security/elevated'
import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'

import { requireOrganizationAdmin } from './requireOrganizationAdmin'

/**
 * An organization admin takes a member out of their organization (issue 23, item 6): the member
 * keeps their account and everything in it, has no organization (and no organization admin role)
 * any more, and picks or creates one at their next visit. Not oneself (an admin of the site
 * moves organization admins); someone outside the organization is 404, as if not there. Audited.
 */
export async function removeOrganizationMember(
  { payload, user }: ActionContext,
  { organizationId, memberId }: { organizationId: number; memberId: number },
): Promise<void> {
  requireOrganizationAdmin(user, organizationId)
  if (memberId === user.id) throw new AppError('FORBIDDEN', errorText('notYourself'))
  const member = await payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!member || relationId(member.organization) !== organizationId) throw new AppError('NOT_FOUND', errorText('memberNotFound'))
  // Only if still a member: a second click, or another admin at the same time, changes nothing.
  const { docs } = await payload.update({
    collection: 'users',
    where: { and: [{ id: { equals: memberId } }, { organization: { equals: organizationId } }] },
    // The affiliation goes too: the organization says they are not with it; they name one at their next visit.
    data: { organization: null, organizationAdmin: false, affiliation: null },
    depth: 0,
    ...elevated('its organization admin takes a member out (checked above)'),
  })
  if (!docs.length) return
  await recordAuditEvent(
    { payload, user },
    {
      action: 'update',
      target: 'users',
      documentId: memberId,
      title: member.email,
      changes: [{ field: 'organization', label: 'Organization', from: String(organizationId), to: null }],
      summary: `Removed from organization ${organizationId} by its organization admin`,
    },
  )
}
