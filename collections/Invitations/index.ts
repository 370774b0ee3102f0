import type { CollectionConfig } from 'payload'

import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages'
import { EXPORT_CONTROLS } from '@/lib/admin/exports/exportControls'
import { exportEndpoint } from '@/lib/admin/exports/exportEndpoint'
import { IMPORT_CONTROLS } from '@/lib/admin/imports/importableCollections'
import { importEndpoints } from '@/lib/admin/imports/importEndpoint'
import type { SuccessMessages } from '@/lib/platform/api/writeMessages'
import { INVITATION_STATUSES, optionsOf, WORKING_IN } from '@/lib/shared/enums'
import { isAdmin, isAdminField } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobodyField } from '@access/nobody'
import { normalizeEmail } from '@hooks/organizations/normalizeEmail'
import { notifyInvitationAccepted } from '@hooks/organizations/notifyInvitationAccepted'
import { canSuggestOrganization, refuseSuggestedOrganization } from '@hooks/organizations/refuseSuggestedOrganization'
import { setInvitationExpiry } from '@hooks/organizations/setInvitationExpiry'
import { emptyStringsToNull } from '@hooks/shared/emptyStringsToNull'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { refuseFieldUnlessAdmin } from '@hooks/shared/refuseFieldUnlessAdmin'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

import { ADMIN_INVITATION_FIELDS_REFUSED } from './invitationTexts'
import { sendInvitationEndpoint } from './sendInvitationEndpoint'

export { ADMIN_INVITATION_FIELDS_REFUSED }

/**
 * What steers an invitee's sign-up (a suggested organization, and company domains that match
 * every address of a domain, not only the invitee's) is the admins' to set; members invite
 * one address.
 */
const adminOnly = {
  access: { create: isAdminField, update: isAdminField },
  hooks: { beforeValidate: [refuseFieldUnlessAdmin(ADMIN_INVITATION_FIELDS_REFUSED)] },
}

/**
 * The invitation's life (status and its times) is the server's: creating sets pending and the
 * expiry (hooks/organizations/setInvitationExpiry.ts), sending sets sent and invitedAt, completing a profile
 * accepted and acceptedAt (src/lib/organizations/invitations). A request that sends them, an admin's too, has
 * them ignored; the admin form shows them read-only.
 */
const systemField = {
  access: { create: nobodyField, update: nobodyField },
}

/** Expert invitations: one per inviter and address (a unique index says so). */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'displayedStatus', 'invitedBy', 'createdAt', 'invitedAt', 'expiresAt', 'sendEmail'],
    listSearchableFields: ['email', 'suggestedFirstName', 'suggestedLastName'],
    group: 'Community',
    components: { beforeListTable: [EXPORT_CONTROLS, IMPORT_CONTROLS] },
  },
  defaultSort: '-createdAt',
  custom: {
    successMessages: { created: 'Invitation created successfully. You can now send the invitation email.' } satisfies SuccessMessages,
  },
  indexes: [{ fields: ['invitedBy', 'email'], unique: true }],
  access: {
    read: isOwnerOrAdmin('invitedBy'),
    create: isSignedIn,
    update: isAdmin,
    delete: isAdmin,
  },
  endpoints: [sendInvitationEndpoint, exportEndpoint('invitations'), ...importEndpoints('invitations')],
  hooks: {
    afterError: [explainDuplicate('An invitation has already been sent to this email address.')],
    beforeValidate: [normalizeEmail('email'), emptyStringsToNull(['suggestedFirstName', 'suggestedLastName', 'domains'])],
    beforeChange: [setCurrentUser('invitedBy'), setInvitationExpiry],
    afterChange: [notifyInvitationAccepted],
  },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      // The sender (hooks/shared/setCurrentUser.ts; an admin may name a member when creating), never changed.
      access: { update: nobodyField },
      // Shown once there is a sender to show (a condition would also drop the column's NOT NULL).
      admin: {
        readOnly: true,
        position: 'sidebar',
        components: { Field: '/src/components/admin/invitations/InvitedByField#InvitedByField' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'suggestedFirstName', type: 'text', maxLength: 100 },
        { name: 'suggestedLastName', type: 'text', maxLength: 100 },
      ],
    },
    {
      name: 'suggestedOrganization',
      type: 'relationship',
      relationTo: 'organizations',
      index: true,
      // Admins; an organization admin names their own organization when inviting a colleague.
      access: { create: canSuggestOrganization, update: isAdminField },
      hooks: { beforeValidate: [refuseSuggestedOrganization] },
      admin: { components: { Field: '/src/components/admin/invitations/SuggestedOrganizationField#SuggestedOrganizationField' } },
    },
    { name: 'suggestedWorkingIn', type: 'select', options: optionsOf(WORKING_IN) },
    {
      // The inviter's choice: the language of the page a member invited from (src/lib/organizations/invitations/
      // inviteExpert.ts), or an admin's here. The invitee's own browser decides the site's.
      name: 'language',
      label: 'E-mail language',
      type: 'select',
      options: LANGUAGES.map((language) => ({ label: LANGUAGE_NAMES[language], value: language })),
      admin: { position: 'sidebar', description: 'The language of the invitation e-mail; English when empty.' },
    },
    {
      name: 'domains',
      label: 'Company Domains',
      type: 'text',
      maxLength: 1000,
      ...adminOnly,
      admin: { description: 'Optional, separated by semicolons, used for email validation.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(INVITATION_STATUSES),
      index: true,
      ...systemField,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'invitedAt',
      type: 'date',
      ...systemField,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      ...systemField,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'acceptedAt',
      type: 'date',
      ...systemField,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'displayedStatus',
      label: 'Status',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/invitations/InvitationStatusCell#InvitationStatusCell' } },
    },
    {
      name: 'sendEmail',
      label: 'Actions',
      type: 'ui',
      // Spec 2: Edit (its dialog of six fields) and Send email.
      admin: { components: { Cell: '/src/components/admin/invitations/InvitationActionsCell#InvitationActionsCell' } },
    },
  ],
}
