import fc from 'fast-check'
import { badRelation, notAnEmail, notAnOption, tooLong } from '../e2e/hostile/values'
import { field } from './breakers'
import type { CollectionPolicy } from './policy'

/** Expert invitations: a member invites and sees their own; admins run them all. The server sets status, sender and expiry. */
export const invitations: CollectionPolicy = {
  slug: 'invitations',
  access: { create: '-++++', read: '-+-++', update: '---++', delete: '---++' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'POST /api/invitations/{id}/send': '---++',
  },
  /** Writes that name a field only some may set. */
  fields: {
    domains: '---++',
    suggestedOrganization: '---++',
    status: '-----',
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
      ),
  },
}
