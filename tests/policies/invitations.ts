import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, notAnEmail, notAnOption, tooLong } from '../e2e/hostile/values'

/** Expert invitations: a member invites and sees their own; admins run them all. The server sets status, sender and expiry. */
export const invitations: CollectionPolicy = {
  slug: 'invitations',
  access: { create: '-++++++', read: '-+--++-', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    // The list's export (issue 20): admins only.
    'GET /api/invitations/export': '----++-',
    // The list's CSV import (issue 48): its dry run and its confirm, admins only.
    'POST /api/invitations/import/preview': '----++-',
    'POST /api/invitations/import': '----++-',
    'POST /api/invitations/{id}/send': '----++-',
  },
  /** Writes that name a field only some may set. */
  fields: {
    domains: '----++-',
    suggestedOrganization: '----++-',
    status: '-------',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'member',
    valid: () => ({ email: 'new.expert@hostile.test' }),
    breakers: (f) =>
      fc.oneof(
        field('email', notAnEmail),
        fc.constant({ email: f.sentInvitation.email }),
        field('suggestedFirstName', tooLong(100)),
        field('suggestedWorkingIn', notAnOption(['IT', 'OT'])),
        field('suggestedOrganization', badRelation),
        field('domains', tooLong(1000)),
        field('language', notAnOption(['en', 'de'])),
      ),
  },
  /** The rows both access matrices try: the member's invitations. */
  matrix: {
    graphql: { one: 'Invitation', many: 'Invitations', defaults: { status: 'pending' } },
    row: (f) => f.make('invitations', { email: `expert-${f.next()}@matrix.test`, invitedBy: f.member.id }),
    create: async (f) => ({ data: { email: `invitee-${f.next()}@matrix.test` } }),
    update: (f) => ({ suggestedFirstName: `Ada ${f.next()}` }),
  },
}
