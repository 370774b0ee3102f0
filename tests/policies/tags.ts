import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { hostileText, notAnOption, tooLong } from '../e2e/hostile/values'

const FRAMEWORKS = ['iec-62443', 'nist-csf', 'iso-27001', 'iso-27019', 'nerc-cip', 'nis2', 'purdue', 'sector']

/** The standards taxonomy (issue 23, item 2): everyone reads the tags; admins keep them. */
export const tags: CollectionPolicy = {
  slug: 'tags',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ name: 'Hostile tag', framework: 'nis2' }),
    breakers: () =>
      fc.oneof(
        ...requiredText('name', 120),
        field('framework', notAnOption(FRAMEWORKS)),
        // Not a slug once lower-cased and trimmed: anything outside a-z, 0-9 and single hyphens, or too long.
        field(
          'slug',
          fc.oneof(
            hostileText.filter((text) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text.trim().toLowerCase()) && text.trim() !== ''),
            fc.constantFrom('two--hyphens', '-leading', 'trailing-', 'with space', 'ümlaut'),
            fc.constant('a'.repeat(81)),
          ),
        ),
        field('position', fc.oneof(fc.double({ min: 0.1, max: 0.9 }), fc.integer({ min: 10001 }), fc.constant('first'))),
        field('description', tooLong(1000)),
      ),
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'Tag', many: 'Tags', defaults: { position: 0 } },
    row: (f) => f.make('tags', { name: `Tag ${f.next()}`, framework: 'nis2' }),
    // GraphQL's input type requires the slug (the REST create makes it from the name).
    create: async (f) => ({ data: { name: `New tag ${f.next()}`, framework: 'purdue', slug: `new-tag-${f.next()}` } }),
    update: (f) => ({ name: `Renamed tag ${f.next()}` }),
  },
}
