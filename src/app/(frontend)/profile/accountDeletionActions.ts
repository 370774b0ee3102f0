'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { APIError } from 'payload'
import { z } from 'zod'

import { type ActionResult, failed } from '@/lib/actions/actionResult'
import { getPayloadClient } from '@/lib/payload'
import { ACCOUNT_DELETED_DESTINATION } from '@/lib/privacy/accountDeletion'
import { deleteOwnAccount } from '@/lib/privacy/deleteOwnAccount'

import { readMemberForm } from './readMemberForm'

// Whatever was typed: a wrong or missing address is refused by deleteOwnAccount, in its words.
const deletionSchema = z.object({ confirmEmail: z.unknown().transform((value) => (typeof value === 'string' ? value : '')) })

/**
 * Delete account (the dialog on /profile): the member types their e-mail address, the server
 * checks it and deletes the account as the admin delete does, ends the session and sends the
 * member to the home page, which says the account was deleted. Refusals come back to the dialog.
 */
export async function deleteAccount(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const form = await readMemberForm(formData, deletionSchema, 'Error deleting account')
  if ('refusal' in form) return form.refusal
  const payload = await getPayloadClient()
  try {
    await deleteOwnAccount(payload, form.user, form.data.confirmEmail)
  } catch (error) {
    // Refusals (a wrong confirmation, the last super admin) say why; anything else stays vague.
    if (error instanceof APIError && error.isPublic) return failed('Error deleting account', error.message)
    payload.logger.error({ err: error, msg: 'A member could not delete their account' })
    return failed('Error deleting account', 'Please try again later.')
  }
  // The account and its sessions are gone, so the token is dead; the cookie goes too.
  ;(await cookies()).delete(`${payload.config.cookiePrefix}-token`)
  redirect(ACCOUNT_DELETED_DESTINATION)
}
