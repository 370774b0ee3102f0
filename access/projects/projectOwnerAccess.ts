import type { Access, Where } from 'payload'

import { ownedProjectIds, ownsProject } from '@/lib/projects/ownedProjects'
import { relationId } from '@/lib/shared/ids/relationId'

import { hasAdminRole } from '../roles'

/**
 * Adding a file to a project: admins, and the project's owners (issue 23: they label their own
 * uploads). The project named in the new row decides.
 */
export const isProjectOwnerOrAdmin: Access = async ({ req, data }) => {
  if (hasAdminRole(req.user)) return true
  if (!req.user) return false
  // A number, whether the body was JSON or a form's text.
  const project = Number(relationId((data as { project?: number | { id: number } } | undefined)?.project))
  return Number.isSafeInteger(project) && (await ownsProject(req.payload, req.user.id, project, req))
}

/**
 * Changing or removing a project's file: admins, and the member who uploaded it while they still
 * own its project.
 */
export const isUploaderOwningProjectOrAdmin: Access = async ({ req }) => {
  if (hasAdminRole(req.user)) return true
  if (!req.user) return false
  const owned = await ownedProjectIds(req.payload, req.user.id, req)
  if (owned.length === 0) return false
  const ownUploads: Where = { and: [{ uploadedBy: { equals: req.user.id } }, { project: { in: owned } }] }
  return ownUploads
}
