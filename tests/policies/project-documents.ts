import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation } from '../e2e/hostile/values'

/** Project documents: members see them; admins run them. */
export const projectDocuments: CollectionPolicy = {
  slug: 'project-documents',
  access: { create: '---++', read: '-++++', update: '---++', delete: '---++' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'GET /api/project-documents/file/{filename}': '-++++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    file: 'document',
    valid: (f) => ({ project: f.project.id, title: 'Hostile charter' }),
    breakers: () => fc.oneof(fc.constant({}), field('project', badRelation), without('title')),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'ProjectDocument', many: 'ProjectDocuments' },
    row: async (f) => f.make('project-documents', { project: (await f.project()).id, title: 'Charter' }, { file: 'pdf' }),
    create: async (f) => ({ data: { project: (await f.project()).id, title: 'Work plan' }, file: 'pdf' }),
    update: (f) => ({ title: `Renamed ${f.next()}` }),
  },
}
