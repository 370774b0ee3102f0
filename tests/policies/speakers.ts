import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, badRichText, notAnOption, tooLong } from '../e2e/hostile/values'

/** Speakers: everyone reads them; admins run them. */
export const speakers: CollectionPolicy = {
  slug: 'speakers',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path: the list's CSV import (issue 48), its dry run and its confirm. */
  endpoints: {
    'POST /api/speakers/import/preview': '----++-',
    'POST /api/speakers/import': '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: (f) => ({ event: f.event.id, firstName: 'Ada', lastName: 'Hostile' }),
    breakers: () =>
      fc.oneof(
        field('event', badRelation),
        without('firstName'),
        field('lastName', tooLong(100)),
        field('title', notAnOption(['Dr.', 'Prof. Dr.'])),
        field('bio', badRichText(5000)),
      ),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'Speaker', many: 'Speakers' },
    row: async (f) => f.make('speakers', { event: (await f.event()).id, firstName: 'Ada', lastName: `L-${f.next()}` }),
    create: async (f) => ({ data: { event: (await f.event()).id, firstName: 'Grace', lastName: 'Hopper' } }),
    update: (f) => ({ company: `Company ${f.next()}` }),
  },
}
