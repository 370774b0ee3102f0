import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { TLP_LEVELS } from '../../src/lib/library/tlp/tlpLevels'
import { badRelation, badRelations, badRichText, notAnOption } from '../e2e/hostile/values'

/** Documents: everyone sees the list (the file needs a sign-in, checked by the download route); admins run them. */
export const documents: CollectionPolicy = {
  slug: 'documents',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    // Drafts and versions (issue 20): admins only.
    'GET /api/documents/{id}?draft=true': '----++-',
    'GET /api/documents/versions': '----++-',
    'POST /api/documents/versions/{id}': '----++-',
    'GET /api/documents/file/{filename}': '-++++++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    file: 'document',
    valid: () => ({ title: 'Hostile doc', company: 'ACME', documentType: 'Whitepaper' }),
    breakers: () =>
      fc.oneof(
        fc.constant({}),
        field('rank', fc.integer({ max: -1 })),
        field(
          'rank',
          fc.double({ min: 0.1, max: 10, noNaN: true }).filter((rank) => !Number.isInteger(rank)),
        ),
        field('language', notAnOption(['English', 'German', 'French', 'Spanish', 'Italian', 'Dutch'])),
        without('company'),
        field('event', badRelation),
        field('tags', badRelations(20)),
        field('description', badRichText(5000)),
        // TLP labels (issue 23): an unknown level, bad organizations and people, a label whose readers are not named.
        field('tlp', notAnOption(TLP_LEVELS)),
        field('owningOrganization', badRelation),
        field('sharedWithOrganizations', badRelations(50)),
        field('sharedWithPeople', badRelations(100)),
        fc.constant({ tlp: 'amber' }),
        fc.constant({ tlp: 'amber-strict' }),
        fc.constant({ tlp: 'red' }),
      ),
    updatable: (f) => f.document.id,
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'Document', many: 'Documents', defaults: { language: 'English', rank: 0, tlp: 'clear' } },
    row: (f) => f.document(),
    create: async (f) => ({ data: { title: `Doc ${f.next()}`, company: 'ACME', documentType: 'Whitepaper' }, file: 'pdf' }),
    update: () => ({ rank: 3 }),
  },
}
