import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../access/isAdmin'
import { isSignedIn } from '../access/isSignedIn'
import { canReadOrganization, canUpdateOrganization } from '../access/organizationAccess'
import { memberSummaryEndpoint } from '../src/lib/organizations/memberSummaryEndpoint'
import { markMemberOrganizationEditable } from '../hooks/markMemberOrganizationEditable'
import { refuseDeleteWhileMembers } from '../hooks/refuseDeleteWhileMembers'
import { optionsOf, ORGANIZATION_TYPES } from './enums'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '../hooks/invalidateVisitorPages'

export const Organizations: CollectionConfig = {
  slug: 'organizations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'sector', 'memberCount', 'userEditable', 'createdAt'],
    listSearchableFields: ['name', 'sector'],
    group: 'Community',
  },
  defaultSort: 'name',
  access: {
    read: canReadOrganization,
    create: isSignedIn,
    update: canUpdateOrganization,
    delete: isAdmin,
  },
  endpoints: [memberSummaryEndpoint],
  hooks: {
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeChange: [markMemberOrganizationEditable],
    beforeDelete: [refuseDeleteWhileMembers],
  },
  fields: [
    { name: 'name', label: 'Organization Name', type: 'text', required: true, maxLength: 200, index: true },
    {
      name: 'type',
      label: 'Organization Type',
      type: 'select',
      required: true,
      defaultValue: 'vendor',
      options: optionsOf(ORGANIZATION_TYPES),
      index: true,
    },
    {
      name: 'sector',
      type: 'text',
      maxLength: 100,
      admin: { description: 'Optional. For industry organizations, one of the sectors of the member site.' },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Recommended: square, at least 200x200.' },
    },
    {
      name: 'userEditable',
      label: 'Allow users to edit organization info',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'memberCount',
      label: 'Members',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/organizations/OrganizationMembersCell#OrganizationMembersCell' } },
    },
    {
      name: 'members',
      type: 'join',
      collection: 'users',
      on: 'organization',
      // Not the users list's columns: its Organization column and row actions make no sense here.
      admin: { allowCreate: false, defaultColumns: ['fullName', 'role', 'lastActiveAt', 'joined'] },
    },
  ],
}
