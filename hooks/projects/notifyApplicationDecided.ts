import type { CollectionAfterChangeHook } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'
import type { ProjectApplication } from '@/payload-types'

/** A pending application approved or rejected: the applicant finds the decision in their inbox. */
export const notifyApplicationDecided: CollectionAfterChangeHook<ProjectApplication> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'pending' || doc.status === 'pending') return doc
  await notifyMembers(req, [
    {
      recipient: relationId(doc.user),
      kind: doc.status === 'approved' ? 'application-approved' : 'application-rejected',
      key: `application-decided:${doc.id}`,
      project: relationId(doc.project),
      application: doc.id,
    },
  ])
  return doc
}
