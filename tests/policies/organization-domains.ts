import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { badRelation, notAnOption, tooLong } from '../e2e/hostile/values'

const domainOf = (f: MatrixFixtures) => `matrix-${f.next()}.example`

/**
 * Organizations' e-mail domains (issue 23, item 6): asked for by an organization's admins through
 * POST /api/organizations/{id}/domains (organizations.ts), confirmed by e-mail and approved by
 * admins, who also add and edit them here; an organization admin reads and removes their own
 * organization's (the rows are the member's organization's).
 */
export const organizationDomains: CollectionPolicy = {
  slug: 'organization-domains',
  access: { create: '----++-', read: '---+++-', update: '----++-', delete: '---+++-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: (f) => ({
      organization: f.memberOrganization.id,
      domain: `hostile-${Date.now()}-${Math.random().toString(36).slice(2)}.example`,
    }),
    breakers: () =>
      fc.oneof(
        field('organization', badRelation),
        without('domain'),
        field('domain', fc.constantFrom<unknown>('gmail.com', 'mail.gmx.de', 'not a domain', '@', 'a..b', 'x.y', 42, ['example.com'])),
        field('domain', tooLong(253)),
        field('status', notAnOption(['unconfirmed', 'confirmed', 'verified'])),
        // The confirmation's dates are the server's: a client's are ignored, so they break nothing.
      ),
  },
  /** The rows both access matrices try: a domain of the member's organization. */
  matrix: {
    graphql: { one: 'OrganizationDomain', many: 'OrganizationDomains' },
    row: async (f) => f.make('organization-domains', { organization: f.memberOrganization.id, domain: domainOf(f), status: 'confirmed' }),
    // With its status: GraphQL's input type requires the field (REST takes its default).
    create: async (f) => ({ data: { organization: f.memberOrganization.id, domain: domainOf(f), status: 'verified' } }),
    // A new name (the rows an admin stores are verified already: their status is no change).
    update: (f) => ({ domain: domainOf(f) }),
  },
}
