import type { CollectionConfig } from 'payload'

import { canDeleteAccount, canUpdateAccount, isSelfOrAdmin } from '../access/isSelfOrAdmin'
import { isSuperAdminField } from '../access/isSuperAdmin'
import { isAdminField } from '../access/isAdmin'
import { nobodyField } from '../access/nobody'
import { anyone } from '../access/anyone'
import { hasAdminRole, ROLES } from '../access/roles'
import { deleteRelated } from '../hooks/deleteRelated'
import { passwordResetEmail } from '../src/emails/passwordReset'
import { resetPasswordUrl } from '../src/lib/auth/resetPasswordUrl'
import { optionsOf, WORKING_IN } from './enums'

/**
 * Accounts with the profile of the specification merged in. The spec's separate
 * `profiles` and `user_roles` rows are fields here: one user, one profile, one role.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    forgotPassword: {
      // Also used by the REST endpoint: the link opens the member site's /set-new-password.
      generateEmailSubject: () => passwordResetEmail('').subject,
      generateEmailHTML: (args) => passwordResetEmail(resetPasswordUrl(args?.token ?? '')).html,
    },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'organization', 'role', 'lastActiveAt'],
    group: 'People',
  },
  access: {
    admin: ({ req }) => hasAdminRole(req.user),
    create: anyone,
    read: isSelfOrAdmin,
    update: canUpdateAccount,
    delete: canDeleteAccount,
    unlock: ({ req }) => hasAdminRole(req.user),
  },
  hooks: {
    beforeDelete: [
      deleteRelated([
        { collection: 'saved-event-dates', field: 'user' },
        { collection: 'agenda-interests', field: 'user' },
        { collection: 'document-downloads', field: 'user' },
        { collection: 'survey-responses', field: 'user' },
        { collection: 'project-applications', field: 'user' },
        { collection: 'project-members', field: 'user' },
        { collection: 'invitations', field: 'invitedBy' },
      ]),
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', maxLength: 100 },
        { name: 'lastName', type: 'text', maxLength: 100 },
      ],
    },
    {
      name: 'jobRole',
      label: 'Job role',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Free text, for example "Automation Engineer".' },
    },
    { name: 'workingIn', label: 'Working in', type: 'select', options: optionsOf(WORKING_IN) },
    {
      name: 'organization',
      type: 'relationship',
      relationTo: 'organizations',
      index: true,
    },
    {
      type: 'collapsible',
      label: 'Interests',
      fields: [
        { name: 'interestedInEducation', label: 'Education', type: 'checkbox', defaultValue: false },
        { name: 'interestedInNetworking', label: 'Networking', type: 'checkbox', defaultValue: false },
        { name: 'interestedInUseCases', label: 'Use Cases', type: 'checkbox', defaultValue: false },
        { name: 'interestedInResearch', label: 'Research', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'role',
      label: 'System role',
      type: 'select',
      required: true,
      defaultValue: 'community_user',
      options: optionsOf(ROLES),
      index: true,
      saveToJWT: true,
      // Only a super admin changes a role, anywhere: sign-up and self-edits keep the default.
      access: { create: isSuperAdminField, update: isSuperAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'lastActiveAt',
      label: 'Last online',
      type: 'date',
      index: true,
      // Written only by the activity ping on the server.
      access: { create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'googleId',
      label: 'Google account',
      type: 'text',
      unique: true,
      // Linked by Google sign-in on the server; admins may see that an account is linked.
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
