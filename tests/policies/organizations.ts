import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnOption, tooLong } from '../e2e/hostile/values'

/**
 * Organizations: everyone sees them; a verified member creates one; its organization admins edit
 * it (and members at its verified domains while member edits are allowed); only admins delete
 * (and not while it has members). The member created theirs through the API: that alone is no
 * right to edit it any more (issue 23, item 6).
 */
export const organizations: CollectionPolicy = {
  slug: 'organizations',
  access: { create: '-++++++', read: '+++++++', update: '---+++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    // The list's export (issue 20): admins only.
    'GET /api/organizations/export': '----++-',
    // The list's CSV import (issue 48): its dry run and its confirm, admins only.
    'POST /api/organizations/import/preview': '----++-',
    'POST /api/organizations/import': '----++-',
    'GET /api/organizations/member-summary': '----++-',
    // Its organization admins and admins (issue 23, item 6): the rows are the member's organization's.
    'GET /api/organizations/{id}/members': '---+++-',
    'DELETE /api/organizations/{id}/members/{memberId}': '---+++-',
    'POST /api/organizations/{id}/domains': '---+++-',
  },
  /** Writes that name a field only some may set. */
  fields: {
    userEditable: '----++-',
    createdBy: '----++-',
    '(not user-editable)': '----++-',
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
        // Admin-set (a member's value is refused): the creator.
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
