import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

/** More projects than anyone owns (and the API's page limit, src/lib/platform/api/readBudget.ts): the reads stay bounded. */
const MAX_OWNED = 100

/**
 * The projects a member owns: those naming them as owner and those where they hold the Owner
 * role (the same owners as src/lib/reach/notifications/projectOwnerIds.ts, from the member's side).
 * Two indexed reads (in the request's transaction when given), past access (this decides access).
 */
export async function ownedProjectIds(payload: Payload, userId: number, req?: PayloadRequest): Promise<number[]> {
  const [owned, roles] = await Promise.all([
    payload.find({
      collection: 'projects',
      where: { owner: { equals: userId } },
      select: {},
      depth: 0,
      limit: MAX_OWNED,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    payload.find({
      collection: 'project-members',
      where: { and: [{ user: { equals: userId } }, { role: { equals: 'owner' } }] },
      select: { project: true },
      depth: 0,
      limit: MAX_OWNED,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  return [...new Set([...owned.docs.map((project) => project.id), ...roles.docs.map((member) => relationId(member.project))])]
}

/** Whether the member owns the project (ownedProjectIds). */
export async function ownsProject(payload: Payload, userId: number, projectId: number, req?: PayloadRequest): Promise<boolean> {
  return (await ownedProjectIds(payload, userId, req)).includes(projectId)
}
