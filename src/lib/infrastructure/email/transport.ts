/**
 * Which mail transport a process uses: SMTP_URL when set, otherwise the development mailbox
 * (.eml files under DATA_DIR/mail). A production deployment (its own DATABASE_URL, not the
 * embedded database of the quick start) gets the mailbox only when DEV_MAILBOX=true says so:
 * silently keeping members' reset links on an instance's disk is not a fallback.
 */
export type MailTransport = { kind: 'smtp'; url: string } | { kind: 'mailbox' } | { kind: 'missing'; problem: string }

export const MISSING_MAIL_TRANSPORT =
  'No mail transport: this is a production deployment (DATABASE_URL is set) and SMTP_URL is not. ' +
  'Set SMTP_URL (and MAIL_FROM) to send e-mail, or DEV_MAILBOX=true to write every e-mail ' +
  '(password-reset and invitation links included) to .eml files under DATA_DIR/mail instead.'

/** `production`: the process serves the built app (the launcher of `npm start` passes true). */
export function mailTransport(env: NodeJS.ProcessEnv, production = env.NODE_ENV === 'production'): MailTransport {
  if (env.SMTP_URL) return { kind: 'smtp', url: env.SMTP_URL }
  const deployment = production && Boolean(env.DATABASE_URL) && env.EMBEDDED_DATABASE !== 'true'
  if (deployment && env.DEV_MAILBOX !== 'true') return { kind: 'missing', problem: MISSING_MAIL_TRANSPORT }
  return { kind: 'mailbox' }
}
