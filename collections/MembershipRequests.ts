import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { MEMBERSHIP_REQUEST_STATUSES, optionsOf } from '@/lib/shared/enums'
import { isAdmin, isAdminField } from '@access/isAdmin'
import { nobody, nobodyField } from '@access/nobody'
import { canReadMembershipRequest } from '@access/organizations/membershipRequestAccess'
import { grantMembershipOnApproval } from '@hooks/organizations/grantMembershipOnApproval'
import { keepDecisionFinal } from '@hooks/organizations/keepDecisionFinal'
import { notifyOfMembershipRequest } from '@hooks/organizations/notifyOfMembershipRequest'

/**
 * A member asks to become a member of an organization they say they work for (issue 43, item 1):
 * filed by completing the profile with an existing organization, or by "Ask to join" on /profile
 * (src/lib/organizations/membershipRequests).
 * The organization's admins decide on /profile/organization, admins here (the status). Approval
 * makes the member a member (users.organization); until then they only show the affiliation.
 * Created only by the server (the member's own choice, checked there); a decision is final.
 */
export const MembershipRequests: CollectionConfig = {
  slug: 'membership-requests',
  labels: { singular: 'Membership request', plural: 'Membership requests' },
  admin: {
    defaultColumns: ['user', 'organization', 'status', 'createdAt', 'decidedAt'],
    group: menuGroup('requests'),
    description:
      'Members asking to join the organization they say they work for. Approving makes them members (TLP material, member lists, benchmarks); set the status to decide.',
  },
  defaultSort: '-createdAt',
  access: { read: canReadMembershipRequest, create: nobody, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [keepDecisionFinal],
    afterChange: [notifyOfMembershipRequest, grantMembershipOnApproval],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
    {
      name: 'organization',
      type: 'relationship',
      relationTo: 'organizations',
      required: true,
      index: true,
      access: { update: nobodyField },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: optionsOf(MEMBERSHIP_REQUEST_STATUSES),
      access: { update: isAdminField },
    },
    {
      name: 'decidedBy',
      label: 'Decided by',
      type: 'relationship',
      relationTo: 'users',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'decidedAt',
      label: 'Decided at',
      type: 'date',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
