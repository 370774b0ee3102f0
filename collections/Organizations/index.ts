import type { CollectionConfig, StaticLabel } from 'payload'

import { EXPORT_CONTROLS } from '@/lib/admin/exports/exportControls'
import { exportEndpoint } from '@/lib/admin/exports/exportEndpoint'
import { IMPORT_CONTROLS } from '@/lib/admin/imports/importableCollections'
import { importEndpoints } from '@/lib/admin/imports/importEndpoint'
import type { SuccessMessages } from '@/lib/platform/api/writeMessages'
import { optionsOf, ORGANIZATION_TYPES } from '@/lib/shared/enums'
import { isAdmin, isAdminField } from '@access/isAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { canReadOrganization, canUpdateOrganization } from '@access/organizations/organizationAccess'
import { auditClassificationChange } from '@hooks/organizations/auditClassificationChange'
import { markMemberOrganizationEditable } from '@hooks/organizations/markMemberOrganizationEditable'
import { refuseClassificationChange } from '@hooks/organizations/refuseClassificationChange'
import { refuseDeleteWhileMembers } from '@hooks/organizations/refuseDeleteWhileMembers'
import { setOrganizationCreator } from '@hooks/organizations/setOrganizationCreator'
import { updateDirectoryOrganization } from '@hooks/organizations/updateDirectoryOrganization'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { refuseFieldUnlessAdmin } from '@hooks/shared/refuseFieldUnlessAdmin'

import { memberSummaryEndpoint } from './memberSummaryEndpoint'
import { validateOrganizationName, validateOrganizationType } from './nameAndTypeRequired'
import {
  organizationMembersEndpoint,
  removeOrganizationMemberEndpoint,
  requestOrganizationDomainEndpoint,
} from './organizationAdminEndpoints'

const ADMIN_ORGANIZATIONS = '/src/components/admin/organizations'
/** The list heading spec 2 gives a field whose form label differs. */
const columnLabel = (column: StaticLabel) => ({ path: '/src/components/admin/cells/ColumnLabel#ColumnLabel', clientProps: { column } })

/** A new organization has no domains or members yet: its form shows their tables once it is saved (issue 49). */
const savedOrganization = (data: Partial<{ id: unknown }> | undefined) => data?.id !== undefined && data?.id !== null

export const ORGANIZATION_CREATOR_REFUSED = "Only admins can change an organization's creator."

/**
 * Who edits an organization: admins; its organization admins; and, while it is open to member
 * edits, its members with a verified address at one of its verified e-mail domains
 * (access/organizations/organizationAccess.ts; the domains are collections/OrganizationDomains).
 */
export const Organizations: CollectionConfig = {
  slug: 'organizations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'sector', 'memberCount', 'userEditable', 'createdAt', 'actions'],
    listSearchableFields: ['name', 'sector'],
    group: 'Community',
    components: {
      beforeListTable: [EXPORT_CONTROLS, IMPORT_CONTROLS],
      edit: {
        beforeDocumentControls: [`${ADMIN_ORGANIZATIONS}/CancelEditButton#CancelEditButton`],
        editMenuItems: [`${ADMIN_ORGANIZATIONS}/DeleteOrganizationMenuItem#DeleteOrganizationMenuItem`],
      },
    },
  },
  defaultSort: 'name',
  custom: { successMessages: { deleted: 'Organization "{title}" deleted successfully' } satisfies SuccessMessages },
  access: {
    read: canReadOrganization,
    create: isSignedIn,
    update: canUpdateOrganization,
    delete: isAdmin,
  },
  endpoints: [
    memberSummaryEndpoint,
    exportEndpoint('organizations'),
    ...importEndpoints('organizations'),
    organizationMembersEndpoint,
    removeOrganizationMemberEndpoint,
    requestOrganizationDomainEndpoint,
  ],
  hooks: {
    afterChange: [invalidateVisitorPagesAfterChange, updateDirectoryOrganization, auditClassificationChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeChange: [markMemberOrganizationEditable, setOrganizationCreator],
    // Its e-mail domains and the requests to join it go with it (after the members check: an organization with members stays).
    beforeDelete: [
      refuseDeleteWhileMembers,
      deleteRelated([
        { collection: 'organization-domains', field: 'organization' },
        { collection: 'membership-requests', field: 'organization' },
      ]),
    ],
  },
  fields: [
    {
      name: 'name',
      label: 'Organization Name',
      type: 'text',
      required: true,
      maxLength: 200,
      index: true,
      validate: validateOrganizationName,
      // Spec 2: the list's Organization column, logo (or placeholder) and name.
      admin: {
        components: {
          Cell: `${ADMIN_ORGANIZATIONS}/OrganizationCell#OrganizationCell`,
          Label: columnLabel({ en: 'Organization', de: 'Organisation' }),
        },
      },
    },
    {
      name: 'type',
      label: 'Organization Type',
      type: 'select',
      required: true,
      defaultValue: 'vendor',
      options: optionsOf(ORGANIZATION_TYPES),
      index: true,
      validate: validateOrganizationType,
      // Groups the benchmarks: its organization admins and admins change it (issue 43, item 6).
      hooks: { beforeValidate: [refuseClassificationChange] },
      admin: {
        components: {
          Cell: `${ADMIN_ORGANIZATIONS}/OrganizationTypeCell#OrganizationTypeCell`,
          Label: columnLabel({ en: 'Type', de: 'Typ' }),
        },
      },
    },
    {
      name: 'sector',
      type: 'text',
      maxLength: 100,
      hooks: { beforeValidate: [refuseClassificationChange] },
      admin: {
        description: 'Optional. For industry organizations, one of the sectors of the member site.',
        components: { Cell: `${ADMIN_ORGANIZATIONS}/SectorCell#SectorCell` },
      },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      // Spec 5: image files only; the media collection accepts nothing else (type and content).
      admin: { description: 'An image file. Recommended: square, at least 200x200.' },
    },
    {
      name: 'userEditable',
      label: 'Allow users to edit organization info',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        components: {
          Cell: { path: '/src/components/admin/cells/BooleanCell#BooleanCell' },
          Label: columnLabel({ en: 'User Editable', de: 'Vom Benutzer änderbar' }),
        },
      },
    },
    {
      name: 'createdBy',
      label: 'Created by',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Set when a member creates the organization; an admin may change or clear it.
      access: { create: isAdminField, update: isAdminField },
      hooks: { beforeValidate: [refuseFieldUnlessAdmin(ORGANIZATION_CREATOR_REFUSED)] },
      admin: {
        position: 'sidebar',
        description: 'The member who created it (and became its first organization admin).',
      },
    },
    {
      name: 'memberCount',
      label: 'Members',
      type: 'ui',
      admin: { components: { Cell: `${ADMIN_ORGANIZATIONS}/OrganizationMembersCell#OrganizationMembersCell` } },
    },
    {
      name: 'actions',
      label: 'Actions',
      type: 'ui',
      admin: { components: { Cell: `${ADMIN_ORGANIZATIONS}/OrganizationActionsCell#OrganizationActionsCell` } },
    },
    {
      // Its e-mail domains, asked for by its organization admins or added by an admin.
      name: 'emailDomains',
      label: 'E-mail domains',
      type: 'join',
      collection: 'organization-domains',
      on: 'organization',
      admin: { defaultColumns: ['domain', 'status', 'confirmedAt', 'approvedAt'], condition: savedOrganization },
    },
    {
      name: 'members',
      type: 'join',
      collection: 'users',
      on: 'organization',
      // Not the users list's columns: its Organization column and row actions make no sense here.
      admin: { allowCreate: false, defaultColumns: ['fullName', 'role', 'lastActiveAt', 'joined'], condition: savedOrganization },
    },
    {
      // Payload's own timestamp as Payload declares it (a collection that declares it keeps its
      // own), with spec 2's list heading 'Created'; exports keep the field's name, 'Created at'.
      name: 'createdAt',
      label: ({ t }) => t('general:createdAt'),
      type: 'date',
      index: true,
      admin: { disableBulkEdit: true, hidden: true, components: { Label: columnLabel({ en: 'Created', de: 'Erstellt' }) } },
    },
  ],
}
