import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { TLP_LEVELS } from '../../src/lib/library/tlp/tlpLevels'
import { badRelation, badRelations, notAnOption } from '../e2e/hostile/values'

/** A project the member owns (issue 23: its owners add files and label them). */
const ownedProject = (f: MatrixFixtures) =>
  f.make('projects', { title: `Owned project ${f.next()}`, type: 'Research', startDate: '2030-01-01T00:00:00.000Z', owner: f.member.id })

/**
 * Project documents: members see them (as their TLP labels and their project's allow); admins run
 * them; a project's owners add files to it and change or remove their own uploads.
 */
export const projectDocuments: CollectionPolicy = {
  slug: 'project-documents',
  access: { create: '-+--++-', read: '-++++++', update: '-+--++-', delete: '-+--++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'GET /api/project-documents/file/{filename}': '-++++++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    file: 'document',
    valid: (f) => ({ project: f.project.id, title: 'Hostile charter' }),
    breakers: () =>
      fc.oneof(
        fc.constant({}),
        field('project', badRelation),
        without('title'),
        // TLP labels (issue 23): an unknown level, bad organizations and people, a label whose readers are not named.
        field('tlp', notAnOption(TLP_LEVELS)),
        field('owningOrganization', badRelation),
        field('sharedOrganizations', badRelations(50)),
        field('sharedPeople', badRelations(100)),
        fc.constant({ tlp: 'red' }),
      ),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'ProjectDocument', many: 'ProjectDocuments', defaults: { tlp: 'clear' } },
    // The member's upload to their own project: they change and remove it, the other member may not.
    row: async (f) =>
      f.make('project-documents', { project: (await ownedProject(f)).id, title: 'Charter', uploadedBy: f.member.id }, { file: 'pdf' }),
    create: async (f) => ({ data: { project: (await ownedProject(f)).id, title: 'Work plan' }, file: 'pdf' }),
    update: (f) => ({ title: `Renamed ${f.next()}` }),
  },
}
