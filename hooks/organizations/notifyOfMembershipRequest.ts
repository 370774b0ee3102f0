import type { CollectionAfterChangeHook } from 'payload'

import { organizationDeciders } from '@/lib/organizations/membershipRequests/organizationDeciders'
import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'

/**
 * Tells who decides (issue 43, item 1): a new request goes to the organization's admins (to the
 * site's admins when it has none yet), by notice and, as they chose, by e-mail; a decision goes
 * to the member. One notice per request and step.
 */
export const notifyOfMembershipRequest: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const member = relationId(doc.user)!
  if (operation === 'create' && doc.status === 'pending') {
    const deciders = await organizationDeciders(req, relationId(doc.organization)!)
    await notifyMembers(
      req,
      deciders.map((recipient) => ({
        recipient,
        kind: 'membership-requested',
        key: `membership-requested:${doc.id}:${recipient}`,
        actor: member,
      })),
    )
  } else if (operation === 'update' && doc.status !== previousDoc?.status && (doc.status === 'approved' || doc.status === 'declined')) {
    const kind = doc.status === 'approved' ? 'membership-approved' : 'membership-declined'
    await notifyMembers(req, [{ recipient: member, kind, key: `${kind}:${doc.id}` }])
  }
  return doc
}
