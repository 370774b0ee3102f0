import type { ActionReference } from './serverActions'

const action = (file: string, name: string, page: string): ActionReference => ({ file: `src/app/(frontend)/${file}`, name, page })
const siteAction = (file: string, name: string): ActionReference => ({ file: `src/components/site/${file}`, name, page: '/' })
const moderationAction = (file: string, name: string, page: string): ActionReference => ({
  file: `src/components/discussions/moderation/${file}`,
  name,
  page,
})

const threadAction = (name: string, page: string): ActionReference => ({
  file: 'src/components/discussions/thread/threadActions.ts',
  name,
  page,
})

/**
 * The member site's server actions: the file and exported name that define each, and a page
 * that uses it. The authorization matrix and the hostile-input targets call them from here.
 */
export const SERVER_ACTIONS = {
  saveDate: action('events/actions.ts', 'setEventDateSaved', '/events'),
  agendaInterest: action('events/actions.ts', 'setAgendaInterest', '/events'),
  apply: action('projects/actions.ts', 'applyToProject', '/projects'),
  survey: action('surveys/actions.ts', 'submitSurvey', '/surveys'),
  invite: action('invitations/actions.ts', 'inviteExpertAction', '/invitations'),
  profile: action('profile/profileActions.ts', 'updateProfile', '/profile'),
  organization: action('profile/organizationActions.ts', 'saveOrganization', '/profile/organization'),
  emailSettings: action('profile/profileActions.ts', 'updateReminderSettings', '/profile/notifications'),
  resumeEmails: action('profile/profileActions.ts', 'resumeEmailDelivery', '/profile'),
  unsubscribe: action('unsubscribe/actions.ts', 'confirmUnsubscribe', '/unsubscribe'),
  weeklyDigest: action('weekly-digest/actions.ts', 'confirmWeeklyDigest', '/weekly-digest'),
  completeProfile: action('complete-profile/actions.ts', 'completeProfile', '/complete-profile'),
  findCompanies: action('complete-profile/actions.ts', 'findCompanies', '/complete-profile'),
  signIn: action('auth/actions.ts', 'signIn', '/auth'),
  signUp: action('auth/actions.ts', 'signUp', '/auth'),
  // /verify offers it at once for a link that does not work.
  resendVerification: action('auth/actions.ts', 'resendVerificationEmail', '/verify'),
  resetPassword: action('reset-password/actions.ts', 'requestPasswordReset', '/reset-password'),
  newPassword: action('set-new-password/actions.ts', 'setNewPassword', '/set-new-password'),
  markNoticeRead: action('notifications/actions.ts', 'markNotificationRead', '/notifications'),
  markAllNoticesRead: action('notifications/actions.ts', 'markAllNotificationsRead', '/notifications'),
  directorySettings: action('profile/directoryActions.ts', 'updateDirectorySettings', '/profile/directory'),
  sendContactRequest: action('people/actions.ts', 'sendContactRequestAction', '/people'),
  answerContactRequest: action('people/actions.ts', 'answerContactRequestAction', '/people/requests'),
  blockMember: action('people/actions.ts', 'blockMemberAction', '/people'),
  unblockMember: action('people/actions.ts', 'unblockMemberAction', '/people/requests'),
  reportMember: action('people/actions.ts', 'reportMemberAction', '/people'),
  // A discussion post's Report (issue 50), in the post's menu under every thread (a document's page here).
  reportPost: moderationAction('reportPostAction.ts', 'reportPostAction', '/documents'),
  // A thread's own actions (issue 50, item 1), under every event, agenda item, document and project (a document's page here).
  writePost: threadAction('writePostAction', '/documents'),
  editPost: threadAction('editPostAction', '/documents'),
  deletePost: threadAction('deletePostAction', '/documents'),
  reactToPost: threadAction('reactAction', '/documents'),
  // Following a thread (issue 50, item 3), under every thread.
  followThread: {
    file: 'src/components/discussions/following/followThreadActions.ts',
    name: 'setThreadFollowed',
    page: '/documents',
  },
  // An organization admin's page (issue 23, item 6).
  removeOrganizationMember: action('profile/organization/actions.ts', 'removeMember', '/profile/organization'),
  inviteColleague: action('profile/organization/actions.ts', 'inviteColleague', '/profile/organization'),
  requestDomain: action('profile/organization/actions.ts', 'requestDomain', '/profile/organization'),
  withdrawDomain: action('profile/organization/actions.ts', 'withdrawDomain', '/profile/organization'),
  // Membership requests (issue 43, item 1): decided by the organization's admins, withdrawn by the member.
  decideMembership: action('profile/organization/actions.ts', 'decideMembership', '/profile/organization'),
  withdrawMembership: action('profile/membershipActions.ts', 'withdrawMembership', '/profile/organization'),
  askToJoin: action('profile/membershipActions.ts', 'askToJoin', '/profile/organization'),
  // The domain confirmation link's page: anyone with the mailbox (a form action, no sign-in).
  confirmDomain: action('organization-domains/confirm/actions.ts', 'confirmDomain', '/organization-domains/confirm'),
  deleteAccount: action('profile/accountDeletionActions.ts', 'deleteAccount', '/profile/security'),
  regenerateCalendarFeed: action('profile/calendarFeedActions.ts', 'regenerateCalendarFeed', '/profile/notifications'),
  // The site's shell, on every page.
  pingActivity: siteAction('pingActivity.ts', 'pingActivity'),
  signOut: siteAction('signOut.ts', 'signOut'),
  // Passkeys, the authenticator app and sessions (issue 23, item 5).
  startAddingPasskey: action('profile/security/actions.ts', 'startAddingPasskey', '/profile/security'),
  finishAddingPasskey: action('profile/security/actions.ts', 'finishAddingPasskey', '/profile/security'),
  renamePasskey: action('profile/security/actions.ts', 'renamePasskey', '/profile/security'),
  removePasskey: action('profile/security/actions.ts', 'removePasskey', '/profile/security'),
  signOutSession: action('profile/security/actions.ts', 'signOutSession', '/profile/security'),
  signOutEverywhere: action('profile/security/actions.ts', 'signOutEverywhere', '/profile/security'),
  startAuthenticatorApp: action('profile/security/actions.ts', 'startAuthenticatorApp', '/profile/security'),
  finishAuthenticatorApp: action('profile/security/actions.ts', 'finishAuthenticatorApp', '/profile/security'),
  newRecoveryCodes: action('profile/security/actions.ts', 'newRecoveryCodes', '/profile/security'),
  removeAuthenticatorApp: action('profile/security/actions.ts', 'removeAuthenticatorApp', '/profile/security'),
  confirmWithAppCode: action('auth/confirm/actions.ts', 'confirmWithAppCode', '/auth/confirm'),
  confirmWithRecovery: action('auth/confirm/actions.ts', 'confirmWithRecovery', '/auth/confirm'),
  startPasskeyConfirm: action('auth/confirm/actions.ts', 'startPasskeyConfirm', '/auth/confirm'),
  finishPasskeyConfirm: action('auth/confirm/actions.ts', 'finishPasskeyConfirm', '/auth/confirm'),
  startPasskeySignIn: action('auth/passkeyActions.ts', 'startPasskeySignIn', '/auth'),
  finishPasskeySignIn: action('auth/passkeyActions.ts', 'finishPasskeySignIn', '/auth'),
} satisfies Record<string, ActionReference>

/**
 * Actions with no row of the authorization matrix, and why: each acts on the caller alone (or
 * on what a link's token names), so there is no other actor's row to try. Every other action has
 * a matrix row; every action, these too, has a target in hostile/targets.ts
 * (tests/authorization/serverActionsListed.test.ts checks both).
 */
export const NOT_IN_MATRIX: Partial<Record<keyof typeof SERVER_ACTIONS, string>> = {
  unsubscribe: "a signed link's token names the member",
  weeklyDigest: "a signed link's token names the member",
  signIn: 'a visitor signs in',
  signUp: 'a visitor signs up',
  resendVerification: 'by address, answered alike for every address',
  resetPassword: 'by address, answered alike for every address',
  newPassword: "a reset link's token names the account",
  confirmDomain: "a confirmation link's key names the request",
  deleteAccount: "the caller's own account, confirmed by typing its address",
  regenerateCalendarFeed: "the caller's own calendar address",
  pingActivity: "the caller's own last-active time; a visitor's call does nothing",
  signOut: "the caller's own session",
  followThread: "the caller's own following of an item they may read (hooks/discussions/checkFollowedItem.ts refuses others)",
  startAddingPasskey: "a challenge for the caller's own account, in their cookie",
  finishAddingPasskey: "a passkey for the caller's own account, against their cookie's challenge",
  signOutEverywhere: "the caller's own sessions",
  startAuthenticatorApp: "a new key for the caller's own account, in their cookie",
  finishAuthenticatorApp: "the caller's own account, against their cookie's key",
  newRecoveryCodes: "the caller's own recovery codes",
  removeAuthenticatorApp: "the caller's own authenticator app",
  confirmWithAppCode: "the caller's own session",
  confirmWithRecovery: "the caller's own session",
  startPasskeyConfirm: "the caller's own passkeys",
  finishPasskeyConfirm: "the caller's own session",
  startPasskeySignIn: 'a visitor signs in',
  finishPasskeySignIn: 'a visitor signs in',
}

/** Server actions outside the member pages: the site's shell (src/components/site) and the discussions' (src/components/discussions). */
export const SITE_ACTION_FILES = [
  'src/components/site/pingActivity.ts',
  'src/components/site/signOut.ts',
  'src/components/discussions/moderation/reportPostAction.ts',
  'src/components/discussions/thread/threadActions.ts',
  'src/components/discussions/following/followThreadActions.ts',
]
