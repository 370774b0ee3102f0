'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'

import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { ACCOUNT_DELETED_DESTINATION } from '@/lib/accounts/privacy/accountDeletion'
import { deleteOwnAccount } from '@/lib/accounts/privacy/deleteOwnAccount'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

// Whatever was typed: a wrong or missing address is refused by deleteOwnAccount, in its words.
const deletionSchema = z.object({ confirmEmail: z.unknown().transform((value) => (typeof value === 'string' ? value : '')) })

/**
 * Delete account (the dialog on /profile/security): the member types their e-mail address, the server
 * checks it and deletes the account as the admin delete does (src/lib/accounts/privacy/deleteOwnAccount.ts),
 * ends the session and sends the member to the home page in the page's language, which says the
 * account was deleted. Refusals (a wrong confirmation, the last super admin) come back to the dialog.
 */
export const deleteAccount = memberAction((t: Translator) => ({
  signedOut: { title: t('deleteAccount.error'), description: t('profile.signedOut') },
  input: formFields(deletionSchema, t('errors.checkInput')),
  title: t('deleteAccount.error'),
  run: async (context, { confirmEmail }) => {
    await deleteOwnAccount(context, { confirmation: confirmEmail })
    // The account and its sessions are gone, so the token is dead; the cookie goes too.
    ;(await cookies()).delete(`${context.payload.config.cookiePrefix}-token`)
    redirectInSite(ACCOUNT_DELETED_DESTINATION, { language: await requestLanguage() })
  },
}))
