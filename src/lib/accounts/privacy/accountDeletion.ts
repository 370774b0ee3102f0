/** The confirmation rule of deleting one's own account and where the member lands (shared by the page and the server). */

import { errorText } from '@/lib/shared/errors/errorText'

/** Where a deleted member lands: the home page, which then shows the 'Account deleted' toast. */
export const ACCOUNT_DELETED_PARAM = 'account'
export const ACCOUNT_DELETED_DESTINATION = `/?${ACCOUNT_DELETED_PARAM}=deleted`
export const CONFIRMATION_MISMATCH = errorText('confirmationMismatch')

/** The typed confirmation matches the account's e-mail address (case and spaces aside). */
export const confirmsAccount = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase()
