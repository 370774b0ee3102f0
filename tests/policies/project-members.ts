import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnOption } from '../e2e/hostile/values'

/** Project members: a member sees their own memberships; admins run them. */
export const projectMembers: CollectionPolicy = {
  slug: 'project-members',
  access: { create: '----++-', read: '-+--++-', update: '----++-', delete: '----++-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: (f) => ({ project: f.project.id, user: f.users.member.id }),
    breakers: (f) =>
      fc.oneof(
        field('user', badRelation),
        field('project', badRelation),
        field('role', notAnOption(['owner', 'contributor'])),
        // Already a member: the unique (project, user) index refuses a second row.
        fc.constant({ project: f.otherProject.id, user: f.users.member.id }),
      ),
  },
  /** The rows both access matrices try: the member's memberships. */
  matrix: {
    graphql: { one: 'ProjectMember', many: 'ProjectMembers', defaults: { role: 'contributor' } },
    row: async (f) => f.make('project-members', { project: (await f.project()).id, user: f.member.id }),
    create: async (f) => ({ data: { project: (await f.project()).id, user: f.member.id } }),
    update: () => ({ role: 'owner' }),
  },
}
