import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, tooLong } from '../e2e/hostile/values'

/** Applications: a member applies and sees their own; admins review them (reviewApplication). */
export const projectApplications: CollectionPolicy = {
  slug: 'project-applications',
  access: { create: '-++++++', read: '-+--++-', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    // The list's export (issue 20): admins only.
    'GET /api/project-applications/export': '----++-',
    'POST /api/project-applications/{id}/review': '----++-',
  },
  /** Writes that name a field only some may set. */
  fields: {
    status: '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'member',
    valid: (f) => ({ project: f.project.id, message: 'Count me in' }),
    breakers: (f) =>
      fc.oneof(
        field('project', badRelation),
        fc.constant({ project: f.closedProject.id }),
        // The member applied to this one already.
        fc.constant({ project: f.otherProject.id }),
        field('message', tooLong(2000)),
      ),
  },
  /** The rows both access matrices try: the member's applications. */
  matrix: {
    graphql: { one: 'ProjectApplication', many: 'ProjectApplications', defaults: { status: 'pending' } },
    row: async (f) => f.make('project-applications', { project: (await f.project()).id, user: f.member.id }),
    create: async (f) => ({ data: { project: (await f.project()).id, message: 'Count me in' } }),
    update: () => ({ status: 'approved' }),
  },
}
