/** Texts and the confirmation rule of deleting one's own account (shared by the page and the server). */

export const DELETION_SUMMARY =
  'Your profile, saved events, agenda interests, project applications and memberships and the invitations you sent are deleted. Your survey answers and document downloads are kept without your name.'
export const ACCOUNT_DELETED = 'Your account and your personal data have been deleted.'
/** Where a deleted member lands: the home page, which then shows the 'Account deleted' toast. */
export const ACCOUNT_DELETED_PARAM = 'account'
export const ACCOUNT_DELETED_DESTINATION = `/?${ACCOUNT_DELETED_PARAM}=deleted`
export const CONFIRMATION_MISMATCH = 'Please type your email address exactly as shown to confirm.'

/** The typed confirmation matches the account's e-mail address (case and spaces aside). */
export const confirmsAccount = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase()
