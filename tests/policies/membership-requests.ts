import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnOption } from '../e2e/hostile/values'

/**
 * Membership requests (issue 43, item 1): filed by the server when a member completes the
 * profile with an existing organization, so nobody creates one through the API; the member reads
 * their own, the organization's admins those to it, admins all; admins decide here (an
 * organization admin decides on the member site, through the domain function).
 */
export const membershipRequests: CollectionPolicy = {
  slug: 'membership-requests',
  access: { create: '-------', read: '---++++', update: '----++-', delete: '----++-' },
  // Written by the server only, so every create is refused, whatever it carries.
  body: {
    creator: 'admin',
    valid: (f) => ({ user: f.users.claimant.id, organization: f.memberOrganization.id }),
    breakers: () =>
      fc.oneof(
        field('user', badRelation),
        field('organization', badRelation),
        field('status', notAnOption(['pending', 'approved', 'declined', 'withdrawn'])),
        fc.constant({ status: 'approved' }),
      ),
  },
  /** The rows both access matrices try: the claimant's pending request to the member's organization. */
  matrix: {
    graphql: { one: 'MembershipRequest', many: 'MembershipRequests', defaults: { status: 'pending' } },
    row: (f) => f.make('membership-requests', { user: f.claimant.id, organization: f.memberOrganization.id, status: 'pending' }),
    create: async (f) => ({ data: { user: f.claimant.id, organization: f.memberOrganization.id } }),
    update: () => ({ status: 'declined' }),
  },
}
