import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

/** At most this many admins are told of a new application (the newest accounts first beyond it). */
const MAX_ADMINS = 100

/**
 * The members who own a project: its owner and the members with the Owner role, and with
 * `withAdmins` the admins and super admins too. Three small reads in the request's transaction.
 */
export async function projectOwnerIds(req: PayloadRequest, project: number, { withAdmins = false } = {}): Promise<number[]> {
  const { payload } = req
  const [owner, members, admins] = await Promise.all([
    payload.findByID({
      collection: 'projects',
      id: project,
      depth: 0,
      select: { owner: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    }),
    payload.find({
      collection: 'project-members',
      where: { and: [{ project: { equals: project } }, { role: { equals: 'owner' } }] },
      select: { user: true },
      depth: 0,
      limit: 100,
      overrideAccess: true,
      req,
    }),
    withAdmins
      ? payload.find({
          collection: 'users',
          where: { role: { in: ['admin', 'super_admin'] } },
          select: { role: true },
          depth: 0,
          limit: MAX_ADMINS,
          sort: '-createdAt',
          overrideAccess: true,
          req,
        })
      : null,
  ])
  const ids = [
    relationId(owner?.owner),
    ...members.docs.map((member) => relationId(member.user)),
    ...(admins?.docs.map((admin) => admin.id) ?? []),
  ]
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
}
