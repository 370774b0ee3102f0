import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { TLP_LEVELS } from '../../src/lib/library/tlp/tlpLevels'
import { badRelation, badRelations, badRichText, notADate, notAnOption } from '../e2e/hostile/values'

/** Projects: everyone reads them (at TLP:CLEAR; tests/tlp and the matrix's TLP section try the other labels); admins run them. */
export const projects: CollectionPolicy = {
  slug: 'projects',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Payload's version routes and drafts read by id, by method and path. */
  endpoints: {
    // Drafts and versions (issue 20): admins only.
    'GET /api/projects/{id}?draft=true': '----++-',
    'GET /api/projects/versions': '----++-',
    'POST /api/projects/versions/{id}': '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ title: 'Hostile project', type: 'Research', startDate: '2031-01-01T00:00:00.000Z' }),
    breakers: () =>
      fc.oneof(
        field('type', notAnOption(['Research', 'Open Source Code', 'Management', 'Innovation', 'Education', 'Consulting', 'Development'])),
        field('state', notAnOption(['call_for_participation', 'running', 'closed'])),
        field('startDate', notADate),
        field('tags', badRelations(20)),
        without('title'),
        field('owner', badRelation),
        field('description', badRichText(10000)),
        // TLP labels (issue 23): an unknown level, bad organizations and people, a label whose readers are not named.
        field('tlp', notAnOption(TLP_LEVELS)),
        field('owningOrganization', badRelation),
        field('sharedWithOrganizations', badRelations(50)),
        field('sharedWithPeople', badRelations(100)),
        fc.constant({ tlp: 'red' }),
      ),
    updatable: (f) => f.project.id,
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'Project', many: 'Projects', defaults: { state: 'call_for_participation', tlp: 'clear' } },
    row: (f) => f.project(),
    create: async (f) => ({ data: { title: `Project ${f.next()}`, type: 'Research', startDate: '2030-01-01T00:00:00.000Z' } }),
    update: () => ({ state: 'running' }),
  },
}
