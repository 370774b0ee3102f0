import type { CollectionAfterChangeHook } from 'payload'

import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import { projectOwnerIds } from '@/lib/reach/notifications/projectOwnerIds'
import { relationId } from '@/lib/shared/ids/relationId'
import type { ProjectApplication } from '@/payload-types'

/** A new application: its project's owners and the admins find it in their inbox. */
export const notifyApplicationReceived: CollectionAfterChangeHook<ProjectApplication> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const project = relationId(doc.project)
  const applicant = relationId(doc.user)
  const recipients = await projectOwnerIds(req, project, { withAdmins: true })
  await notifyMembers(
    req,
    recipients.map((recipient) => ({
      recipient,
      kind: 'application-received',
      key: `application-received:${doc.id}:${recipient}`,
      project,
      application: doc.id,
      actor: applicant,
    })),
  )
  return doc
}
