import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

import { mailboxTransport } from './mailbox'

/**
 * E-mail through SMTP_URL (for example smtp://user:pass@smtp.example.com:587) from MAIL_FROM;
 * without SMTP_URL, into the development mailbox under DATA_DIR/mail.
 */
export function emailAdapter() {
  const from = parseFrom(process.env.MAIL_FROM || 'IT/OT Community <no-reply@itot-community.local>')
  const smtpUrl = process.env.SMTP_URL
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport: smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport(mailboxTransport()),
    // The mailbox cannot be "verified"; an SMTP server is checked at start-up.
    skipVerify: !smtpUrl,
  })
}

function parseFrom(value: string) {
  const match = value.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  return match ? { name: match[1] || match[2]!, address: match[2]! } : { name: value, address: value }
}
