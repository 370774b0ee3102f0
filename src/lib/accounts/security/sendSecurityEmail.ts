import type { Payload } from 'payload'

import { recipientLanguage } from '@/emails/recipient'
import { type SecurityNotice, securityEmail } from '@/emails/security'
import { deviceName } from '@/lib/accounts/sessions/deviceName'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { User } from '@/payload-types'

/** The page a security e-mail sends the member to: passkeys, active sessions, sign out everywhere. */
export const SECURITY_PATH = '/profile/security'

/**
 * Tells the account's owner by e-mail that their password changed, a passkey was added or their
 * admin account was signed in to. Sent at once, not through the outbox of reminders (nothing to
 * retry later: it is about now); a mail server that fails is logged, and never fails what happened.
 */
export async function sendSecurityEmail(
  payload: Payload,
  user: Pick<User, 'id' | 'email' | 'language'>,
  notice: SecurityNotice & { userAgent: string | null },
): Promise<void> {
  const email = securityEmail(notice, {
    language: recipientLanguage(user),
    at: new Date(),
    device: deviceName(notice.userAgent),
    securityUrl: `${siteUrl()}${SECURITY_PATH}`,
  })
  try {
    await payload.sendEmail({ to: user.email, ...email })
  } catch (error) {
    payload.logger.error({ err: error, msg: `The security e-mail (${notice.kind}) to user ${user.id} could not be sent` })
  }
}
