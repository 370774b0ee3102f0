import type { CollectionBeforeValidateHook } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'
import { hasAdminRole } from '@access/roles'

/**
 * A new project file belongs to the organization it comes from (issue 23): the uploading
 * member's; an admin's upload belongs to its project's organization unless the admin names one.
 */
export const owningOrganizationFromUploader: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || relationId(data.owningOrganization) !== null || !req.user) return data
  let organization = relationId(req.user.organization)
  if (hasAdminRole(req.user)) {
    const projectId = relationId(data.project)
    const project =
      projectId === null
        ? null
        : await req.payload.findByID({
            collection: 'projects',
            id: projectId,
            depth: 0,
            select: { owningOrganization: true },
            disableErrors: true,
            overrideAccess: true,
            req,
          })
    organization = relationId(project?.owningOrganization) ?? organization
  }
  return organization === null ? data : { ...data, owningOrganization: organization }
}
