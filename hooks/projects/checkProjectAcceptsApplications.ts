import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/errors/appError'
import { relationId } from '@/lib/ids/relationId'
import { hasAdminRole } from '@access/roles'

export const PROJECT_CLOSED_TO_APPLICATIONS = 'This project is no longer accepting new applications.'

/** Members apply only to projects in call for participation (spec section 4). */
export const checkProjectAcceptsApplications: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  // Internal calls without a user (seed, scripts) and admins are not members applying.
  if (operation !== 'create' || !req.user || hasAdminRole(req.user)) return data
  const projectId = relationId(data.project)
  const project = projectId
    ? await req.payload.findByID({
        collection: 'projects',
        id: projectId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
        select: { state: true },
        req,
      })
    : null
  if (!project) throw new AppError('NOT_FOUND', 'Project not found')
  if (project.state !== 'call_for_participation') {
    throw new AppError('CONFLICT', PROJECT_CLOSED_TO_APPLICATIONS)
  }
  return data
}
