import crypto from 'node:crypto'
import type { CollectionAfterChangeHook } from 'payload'

import { recipientLanguage } from '@/emails/recipient'
import { verificationEmail } from '@/emails/verification'
import { verifyUrl } from '@/lib/accounts/auth/verifyUrl'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

/**
 * A changed e-mail address must be proven like a new one: the account is unverified again (its
 * password sign-in waits for the link) and the new address gets a verification link, in the
 * member's language. Written at the database layer because the token is no field an update may set.
 */
export const reverifyChangedEmail: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc?.email || previousDoc.email === doc.email) return doc
  const token = crypto.randomBytes(20).toString('hex')
  await belowLocalApi(req.payload, 'unverifies the account with a new token: Payload lets no update set the token').updateOne({
    collection: 'users',
    id: doc.id,
    data: { _verified: false, _verificationToken: token },
    req,
    returning: false,
  })
  const email = verificationEmail(verifyUrl(token), recipientLanguage(doc))
  await req.payload.sendEmail({ to: doc.email, subject: email.subject, html: email.html, text: email.text })
  return { ...doc, _verified: false }
}
