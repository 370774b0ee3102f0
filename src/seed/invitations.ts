import { type Doc, type Seed, DAY, matching } from './context'
import type { DemoMembers } from './members'

/** Invitations in every status, one of them with suggested profile details and domains. */
export async function seedInvitations(seed: Seed, { member, admin }: DemoMembers, organizations: Record<string, Doc>): Promise<void> {
  const { at } = seed
  const invitationRows = [
    { email: 'pending.expert@example.org', invitedBy: member, status: 'pending' },
    { email: 'sent.expert@example.org', invitedBy: member, status: 'sent', invitedAt: at(-2 * DAY) },
    { email: 'jonas.becker@example.com', invitedBy: member, status: 'accepted', invitedAt: at(-30 * DAY), acceptedAt: at(-29 * DAY) },
    { email: 'old.contact@example.org', invitedBy: member, status: 'pending', expiresAt: at(-3 * DAY) },
    { email: 'former.partner@example.org', invitedBy: admin, status: 'expired', invitedAt: at(-40 * DAY), expiresAt: at(-26 * DAY) },
    {
      email: 'new.engineer@alpinewater.example',
      invitedBy: admin,
      status: 'pending',
      suggestedFirstName: 'Nina',
      suggestedLastName: 'Keller',
      suggestedOrganization: organizations['Alpine Water Works']!.id,
      suggestedWorkingIn: 'OT',
      domains: 'alpinewater.example; alpine-water.example',
    },
  ]
  for (const { invitedBy, ...row } of invitationRows) {
    await seed.ensure('invitations', matching({ invitedBy: invitedBy.id, email: row.email }), { ...row, invitedBy: invitedBy.id })
  }
}
