import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnOption, tooLong } from '../e2e/hostile/values'

/** Organizations: everyone sees them; a verified member creates one and edits it while it is theirs to edit; only admins delete (and not while it has members). */
export const organizations: CollectionPolicy = {
  slug: 'organizations',
  access: { create: '-++++', read: '+++++', update: '-+-++', delete: '---++' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    // The list's export (issue 20): admins only.
    'GET /api/organizations/export': '---++',
    'GET /api/organizations/member-summary': '---++',
  },
  /** Writes that name a field only some may set. */
  fields: {
    userEditable: '---++',
    domains: '---++',
    createdBy: '---++',
    '(not user-editable)': '---++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'member',
    valid: () => ({ name: 'Hostile Org', type: 'industry' }),
    breakers: () =>
      fc.oneof(
        ...requiredText('name', 200),
        field('type', notAnOption(['vendor', 'industry', 'academia', 'government', 'non-profit'])),
        field('sector', tooLong(100)),
        field('logo', badRelation),
        // Admin-set (a member's value is refused) and checked: e-mail domains, and the creator.
        field(
          'domains',
          fc.constantFrom<unknown>(
            ['not a domain'],
            ['a..b'],
            ['@'],
            'example.com',
            [123],
            [{}],
            Array.from({ length: 21 }, (_, index) => `d${index}.example`),
          ),
        ),
        field('createdBy', badRelation),
      ),
    updatable: (f) => f.memberOrganization.id,
  },
  /** The rows both access matrices try: the member's own organization, and an empty one to delete. */
  matrix: {
    graphql: { one: 'Organization', many: 'Organizations' },
    row: async (f, operation) =>
      operation === 'delete' ? f.make('organizations', { name: `Empty Org ${f.next()}`, type: 'industry' }) : f.memberOrganization,
    create: async (f) => ({ data: { name: `New Org ${f.next()}`, type: 'vendor' } }),
    update: (f) => ({ sector: `Sector ${f.next()}` }),
  },
}
