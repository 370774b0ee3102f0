import type { CollectionBeforeChangeHook } from 'payload'

import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { relationId } from '@/lib/shared/ids/relationId'
import { hasAdminRole } from '@access/roles'

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
  if (!project) throw new AppError('NOT_FOUND', errorText('projectNotFound'))
  if (project.state !== 'call_for_participation') {
    throw new AppError('CONFLICT', errorText('projectClosed'))
  }
  return data
}
