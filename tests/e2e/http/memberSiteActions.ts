import type { ActionReference } from './serverActions'

const action = (file: string, name: string, page: string): ActionReference => ({ file: `src/app/(frontend)/${file}`, name, page })

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
  organization: action('profile/organizationActions.ts', 'saveOrganization', '/profile'),
  emailSettings: action('profile/profileActions.ts', 'updateReminderSettings', '/profile'),
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
  directorySettings: action('profile/directoryActions.ts', 'updateDirectorySettings', '/profile'),
  sendContactRequest: action('people/actions.ts', 'sendContactRequestAction', '/people'),
  answerContactRequest: action('people/actions.ts', 'answerContactRequestAction', '/people/requests'),
  blockMember: action('people/actions.ts', 'blockMemberAction', '/people'),
  unblockMember: action('people/actions.ts', 'unblockMemberAction', '/people/requests'),
  reportMember: action('people/actions.ts', 'reportMemberAction', '/people'),
  // The member's data export and account deletion on /profile join here, one entry each, with their targets in hostile/targets.ts.
}
