import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { formatAccountMoment } from '@/lib/shared/format/dates'

import { type Email, renderEmail } from './layout'
import { siteLinkIn } from './recipient'

/** What happened to the account: a new password, a passkey or an authenticator app added, a sign-in to an admin account. */
export type SecurityNotice =
  | { kind: 'password-changed' }
  | { kind: 'passkey-added'; passkeyName: string }
  | { kind: 'authenticator-added' }
  | { kind: 'admin-sign-in'; method: 'password' | 'google' | 'passkey' }

/**
 * A security e-mail (issue 23, item 5): what changed, when and in which browser, and where to
 * look (the account's security page, which lists passkeys and active sessions and signs out
 * everywhere). Always sent; a member cannot turn these off.
 */
export function securityEmail(
  notice: SecurityNotice,
  { language, at, device, securityUrl }: { language: Language; at: Date; device: string | null; securityUrl: string },
): Email {
  const t = translatorFor(language)
  const when = t('emails.security.when', { at: formatAccountMoment(at, language) })
  // A browser that did not say what it is gets no line, never an empty one.
  const browser = device?.trim() ? [t('emails.security.browser', { device: device.trim() })] : []
  const passkeyName = notice.kind === 'passkey-added' ? notice.passkeyName.trim() : ''
  const texts = {
    'password-changed': { subject: t('emails.security.passwordChanged.subject'), body: t('emails.security.passwordChanged.body') },
    'passkey-added': {
      subject: t('emails.security.passkeyAdded.subject'),
      body: t('emails.security.passkeyAdded.body', { named: passkeyName ? 'yes' : 'no', name: passkeyName }),
    },
    'authenticator-added': { subject: t('emails.security.authenticatorAdded.subject'), body: t('emails.security.authenticatorAdded.body') },
    'admin-sign-in': {
      subject: t('emails.security.adminSignIn.subject'),
      body: t('emails.security.adminSignIn.body', { method: notice.kind === 'admin-sign-in' ? notice.method : 'password' }),
    },
  }[notice.kind]
  return renderEmail({
    language,
    subject: texts.subject,
    heading: texts.subject,
    paragraphs: [texts.body, when, ...browser],
    action: { label: t('emails.security.action'), url: siteLinkIn(language, securityUrl) },
    footnote: t('emails.security.footnote'),
  })
}
