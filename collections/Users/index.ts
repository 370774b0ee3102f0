import type { CollectionConfig } from 'payload'

import { passwordResetEmail } from '@/emails/passwordReset'
import { recipientLanguage } from '@/emails/recipient'
import { verificationEmail } from '@/emails/verification'
import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages'
import { resetPasswordUrl } from '@/lib/accounts/auth/resetPasswordUrl'
import { verifyUrl } from '@/lib/accounts/auth/verifyUrl'
import { USER_ANONYMIZED_ROWS, USER_OWNED_ROWS } from '@/lib/accounts/privacy/userReferences'
import { MAX_DEVICE_LENGTH, SECOND_STEPS, SIGN_IN_METHODS } from '@/lib/accounts/sessions/signInMethods'
import { EXPORT_CONTROLS } from '@/lib/admin/exports/exportControls'
import { exportEndpoint } from '@/lib/admin/exports/exportEndpoint'
import { DEFAULT_NOTICE_DELIVERY } from '@/lib/reach/notifications/noticeEmails'
import { NOTICE_DELIVERIES, optionsOf, WORKING_IN } from '@/lib/shared/enums'
import { siteUsesHttps } from '@/lib/shared/siteUrl'
import { isAdminField } from '@access/isAdmin'
import { canDeleteAccount, canUpdateAccount, isSelfOrAdmin } from '@access/isSelfOrAdmin'
import { isSuperAdminField } from '@access/isSuperAdmin'
import { nobodyField } from '@access/nobody'
import { hasAdminRole, ROLES } from '@access/roles'
import { clearReferences } from '@hooks/accounts/clearReferences'
import { describePasswordSession } from '@hooks/accounts/describePasswordSession'
import { dropOrganizationAdminOnMove } from '@hooks/accounts/dropOrganizationAdminOnMove'
import { emailPasswordChange, emailPasswordReset, notePasswordChange } from '@hooks/accounts/emailPasswordChange'
import { forgetBounceOfOldAddress } from '@hooks/accounts/forgetBounceOfOldAddress'
import { hashForUnknownAddress } from '@hooks/accounts/hashForUnknownAddress'
import { joinOrganizationByDomain } from '@hooks/accounts/joinOrganizationByDomain'
import { clearSignInFailuresAfterLogin, limitAuthAttempts } from '@hooks/accounts/limitAuthAttempts'
import { recordAdminSignIn } from '@hooks/accounts/recordAdminSignIn'
import { refuseDeletingLastSuperAdmin } from '@hooks/accounts/refuseDeletingLastSuperAdmin'
import { refuseEmailChangeUnlessAdmin } from '@hooks/accounts/refuseEmailChangeUnlessAdmin'
import { refuseOrganizationChangeByMember } from '@hooks/accounts/refuseOrganizationChangeByMember'
import { refuseRoleChangeUnlessSuperAdmin } from '@hooks/accounts/refuseRoleChangeUnlessSuperAdmin'
import { reverifyChangedEmail } from '@hooks/accounts/reverifyChangedEmail'
import { settleMembershipRequestsOnJoin } from '@hooks/accounts/settleMembershipRequestsOnJoin'
import { syncDirectoryProfile } from '@hooks/accounts/syncDirectoryProfile'
import { verifyByPasswordReset } from '@hooks/accounts/verifyByPasswordReset'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { refuseFieldUnlessAdmin } from '@hooks/shared/refuseFieldUnlessAdmin'

import { confirmSessionEndpoint } from './confirmSessionEndpoint'
import { exportUserDataEndpoint } from './exportUserDataEndpoint'
import { resetSecondStepEndpoint } from './resetSecondStepEndpoint'
import { weeklyDigestPreviewEndpoint } from './weeklyDigestPreviewEndpoint'

const ADMIN_USERS = '/src/components/admin/users'
export const ORGANIZATION_ADMIN_REFUSED = 'Only admins can make a member an organization admin.'

const noticeDeliveryField = {
  type: 'select',
  defaultValue: DEFAULT_NOTICE_DELIVERY,
  options: optionsOf(NOTICE_DELIVERIES),
} as const

/**
 * Accounts with the profile of the specification merged in. The spec's separate
 * `profiles` and `user_roles` rows are fields here: one user, one profile, one role.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No hard lock: anyone could lock a member out with five wrong passwords. Failed sign-ins
    // get growing delays per address and client instead (src/lib/infrastructure/rateLimits/signInDelays.ts).
    maxLoginAttempts: 0,
    // The signed-in user of every request is read with ids only (Payload's default is the
    // config's depth, 2: the organization and what it points to, on every request); code that
    // needs the organization reads it itself.
    depth: 0,
    // A password account is usable once its address is proven (pre-hijacking through Google);
    // the link opens the member site's /verify. Google and invitation sign-ups are proven already.
    // In the account's language (sign-up stores the page's).
    verify: {
      generateEmailSubject: (args) => verificationEmail('', recipientLanguage(args?.user)).subject,
      generateEmailHTML: (args) => verificationEmail(verifyUrl(args?.token ?? ''), recipientLanguage(args?.user)).html,
    },
    // HTTP-only always (Payload); Secure over HTTPS; Lax keeps the session on links from e-mails.
    cookies: { secure: siteUsesHttps(), sameSite: 'Lax' },
    forgotPassword: {
      // Also used by the REST endpoint: the link opens the member site's /set-new-password, in the account's language.
      generateEmailSubject: (args) => passwordResetEmail('', recipientLanguage(args?.user)).subject,
      generateEmailHTML: (args) => passwordResetEmail(resetPasswordUrl(args?.token ?? ''), recipientLanguage(args?.user)).html,
    },
  },
  admin: {
    useAsTitle: 'email',
    // The spec's users table; the ui fields below exist only to render these columns.
    defaultColumns: ['fullName', 'organization', 'companyType', 'lastActiveAt', 'role', 'joined', 'analytics', 'actions'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    group: 'Community',
    components: { beforeListTable: [EXPORT_CONTROLS] },
  },
  access: {
    admin: ({ req }) => hasAdminRole(req.user),
    // Visitors sign up on /auth only (server code, src/lib/accounts/auth/signUp.ts), which answers the same
    // for new and taken addresses; the REST create would answer a taken one with 'email must be
    // unique' and tell anyone who is a member. Admins create accounts in the admin panel.
    create: ({ req }) => hasAdminRole(req.user),
    read: isSelfOrAdmin,
    update: canUpdateAccount,
    delete: canDeleteAccount,
    unlock: ({ req }) => hasAdminRole(req.user),
  },
  endpoints: [
    confirmSessionEndpoint,
    exportUserDataEndpoint,
    resetSecondStepEndpoint,
    weeklyDigestPreviewEndpoint,
    exportEndpoint('users'),
  ],
  hooks: {
    beforeOperation: [limitAuthAttempts, hashForUnknownAddress],
    beforeChange: [forgetBounceOfOldAddress, notePasswordChange, dropOrganizationAdminOnMove],
    afterLogin: [clearSignInFailuresAfterLogin, describePasswordSession, recordAdminSignIn],
    afterOperation: [verifyByPasswordReset, emailPasswordReset],
    afterChange: [
      reverifyChangedEmail,
      joinOrganizationByDomain,
      settleMembershipRequestsOnJoin,
      syncDirectoryProfile,
      invalidateVisitorPagesAfterChange,
      emailPasswordChange,
    ],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeDelete: [refuseDeletingLastSuperAdmin, clearReferences(USER_ANONYMIZED_ROWS), deleteRelated(USER_OWNED_ROWS)],
  },
  fields: [
    {
      // Payload's own e-mail field (merged with this one), with the member-side rule added.
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      hooks: { beforeValidate: [refuseEmailChangeUnlessAdmin] },
    },
    {
      // Payload's verification flag (merged with this one): only admins set it by hand; sign-up
      // through REST or by another member never creates a verified account.
      name: '_verified',
      type: 'checkbox',
      label: 'E-mail verified',
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      // Set when the mail server refused the address for good (src/lib/reach/memberEmails/hardBounces.ts):
      // no more e-mails from the outbox go there, and /profile says why, until this is cleared.
      name: 'emailBounce',
      label: 'E-mails bounced',
      type: 'group',
      access: { create: nobodyField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description:
          'Set when the mail server refused this address permanently. Cleared here, by the member on their profile, or by a new address.',
      },
      fields: [
        { name: 'at', label: 'Since', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'reason', label: 'Mail server said', type: 'text', maxLength: 500 },
      ],
    },
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
      // The member's choice; unset, the browser's language decides (src/i18n/preferredLanguage.ts).
      name: 'language',
      label: 'Language',
      type: 'select',
      options: LANGUAGES.map((language) => ({ label: LANGUAGE_NAMES[language], value: language })),
      admin: { description: 'The language of the member site and of e-mails for this member.' },
    },
    {
      // Proven membership (issue 43, item 1): every right that comes from an organization reads
      // this. Written only by proof: a verified address at a verified domain, an organization
      // admin's invitation, an approved membership request, creating the organization; or an admin.
      name: 'organization',
      label: 'Organization (member)',
      type: 'relationship',
      relationTo: 'organizations',
      index: true,
      hooks: { beforeValidate: [refuseOrganizationChangeByMember] },
      admin: {
        description: 'Membership: TLP readership, organization admin, member lists and benchmarks follow it.',
        components: { Cell: `${ADMIN_USERS}/OrganizationCell#OrganizationCell` },
      },
    },
    {
      // What the member says they work for (issue 43, item 1): shown on their profile, no right
      // at all; the member changes it freely.
      name: 'affiliation',
      label: 'Affiliation (shown only)',
      type: 'relationship',
      relationTo: 'organizations',
      index: true,
      admin: { description: 'The organization the member says they work for. Shown only; gives no rights.' },
    },
    {
      // Issue 23, item 6: manages this organization on the member site (access/organizations/organizationAdmin.ts).
      name: 'organizationAdmin',
      label: 'Organization admin',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      hooks: { beforeValidate: [refuseFieldUnlessAdmin(ORGANIZATION_ADMIN_REFUSED)] },
      admin: {
        description:
          'Edits the organization, sees and removes its members, invites colleagues and asks for its e-mail domains. Ends when the member moves to another organization.',
      },
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
      type: 'collapsible',
      label: 'Reminders and calendar',
      admin: { initCollapsed: true },
      fields: [
        // The save-date toast promises a reminder, so event reminders are on until turned off.
        { name: 'eventReminders', label: 'E-mail 24 hours before a saved event', type: 'checkbox', defaultValue: true },
        { name: 'agendaItemReminders', label: 'E-mail 30 minutes before a session in My Agenda', type: 'checkbox', defaultValue: false },
        {
          name: 'scheduleChangeAlerts',
          label: 'E-mail when a saved event or a marked session changes',
          type: 'checkbox',
          defaultValue: true,
        },
        {
          // Off until the member turns it on (src/lib/reach/digest).
          name: 'weeklyDigest',
          label: 'Weekly digest e-mail',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          // Which notices also come by e-mail at once (src/lib/reach/notifications/noticeEmails.ts).
          name: 'noticeEmails',
          label: 'Notifications by e-mail',
          type: 'group',
          fields: [
            { name: 'applicationDecisions', label: 'Decisions on my applications', ...noticeDeliveryField },
            { name: 'newApplications', label: 'New applications to my projects', ...noticeDeliveryField },
            { name: 'acceptedInvitations', label: 'Accepted invitations', ...noticeDeliveryField },
            { name: 'contactRequests', label: 'Contact requests from the people directory', ...noticeDeliveryField },
            { name: 'discussionMentions', label: 'Mentions in discussions', ...noticeDeliveryField },
          ],
        },
        {
          // Half of the private calendar feed's address (see src/lib/events/calendar/feedToken.ts);
          // hidden from every API and the admin, written only by the member's own actions.
          name: 'calendarFeedKey',
          type: 'text',
          unique: true,
          hidden: true,
          access: { read: nobodyField, create: nobodyField, update: nobodyField },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'People directory',
      admin: { initCollapsed: true },
      fields: [
        {
          // Off until the member opts in on /profile; what each box hides is never copied to the
          // directory (hooks/accounts/syncDirectoryProfile.ts → the directory-profiles collection).
          name: 'directory',
          label: 'People directory',
          type: 'group',
          fields: [
            { name: 'listed', label: 'Listed in the people directory', type: 'checkbox', defaultValue: false },
            { name: 'showJobRole', label: 'Show job role', type: 'checkbox', defaultValue: true },
            { name: 'showOrganization', label: 'Show organization', type: 'checkbox', defaultValue: true },
            { name: 'showSector', label: "Show the organization's sector", type: 'checkbox', defaultValue: true },
            { name: 'showWorkingIn', label: 'Show IT/OT focus', type: 'checkbox', defaultValue: true },
            { name: 'showInterests', label: 'Show interests', type: 'checkbox', defaultValue: true },
          ],
        },
      ],
    },
    {
      name: 'role',
      label: 'System Role',
      type: 'select',
      required: true,
      defaultValue: 'community_user',
      options: optionsOf(ROLES),
      index: true,
      saveToJWT: true,
      // Only a super admin changes a role, anywhere: sign-up keeps the default, and an
      // update that tries is refused with 403 rather than silently dropped.
      access: { create: isSuperAdminField, update: isSuperAdminField },
      hooks: { beforeValidate: [refuseRoleChangeUnlessSuperAdmin] },
      admin: { position: 'sidebar' },
    },
    {
      name: 'lastActiveAt',
      label: 'Last Online',
      type: 'date',
      index: true,
      // Written only by the activity ping on the server.
      access: { create: nobodyField, update: nobodyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        components: { Cell: `${ADMIN_USERS}/LastOnlineCell#LastOnlineCell` },
      },
    },
    {
      // Payload's sessions (merged with this one; read by the account alone, written by the server):
      // how each sign-in was made and in what browser, for the member's list of active sessions.
      name: 'sessions',
      type: 'array',
      fields: [
        { name: 'signedInWith', type: 'select', options: SIGN_IN_METHODS.map((method) => ({ label: method, value: method })) },
        // The second step this session passed (src/lib/accounts/secondFactor/confirmSession.ts): admin rights need one (access/roles.ts).
        { name: 'confirmedWith', type: 'select', options: SECOND_STEPS.map((step) => ({ label: step, value: step })) },
        { name: 'device', type: 'text', maxLength: MAX_DEVICE_LENGTH },
      ],
    },
    {
      // Passkeys, authenticator app and recovery codes left; a super admin's "Reset second step".
      name: 'secondStep',
      label: 'Second step',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: `${ADMIN_USERS}/SecondStepPanel#SecondStepPanel` } },
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
    // Columns of the users list and the edit view's Analytics panel: `ui` fields store nothing.
    {
      name: 'fullName',
      label: 'Name',
      type: 'ui',
      admin: { components: { Cell: `${ADMIN_USERS}/NameCell#NameCell` } },
    },
    {
      name: 'companyType',
      label: 'Company Type',
      type: 'ui',
      admin: { components: { Cell: `${ADMIN_USERS}/CompanyTypeCell#CompanyTypeCell` } },
    },
    {
      name: 'joined',
      label: 'Joined',
      type: 'ui',
      admin: { components: { Cell: `${ADMIN_USERS}/JoinedCell#JoinedCell` } },
    },
    {
      name: 'analytics',
      label: 'Analytics',
      type: 'ui',
      admin: {
        components: {
          Cell: `${ADMIN_USERS}/AnalyticsCell#AnalyticsCell`,
          Field: `${ADMIN_USERS}/AnalyticsPanel#AnalyticsPanel`,
        },
      },
    },
    {
      name: 'actions',
      label: 'Actions',
      type: 'ui',
      admin: { components: { Cell: `${ADMIN_USERS}/ActionsCell#ActionsCell` } },
    },
  ],
}
