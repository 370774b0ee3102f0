import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'

import { mailboxTransport } from './mailbox'
import { mailTransport } from './transport'

/**
 * E-mail through SMTP_URL (for example smtp://user:pass@smtp.example.com:587) from MAIL_FROM;
 * without SMTP_URL, into the development mailbox under DATA_DIR/mail (src/lib/infrastructure/email/transport.ts
 * says when a production deployment may use it).
 */
export function emailAdapter() {
  const from = parseFrom(process.env.MAIL_FROM || 'IT/OT Community <no-reply@itot-community.local>')
  const transport = mailTransport(process.env)
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport: nodemailer.createTransport(
      transport.kind === 'smtp' ? transport.url : transport.kind === 'mailbox' ? mailboxTransport() : refusingTransport(transport.problem),
    ),
    // The mailbox cannot be "verified"; an SMTP server is checked at start-up.
    skipVerify: transport.kind !== 'smtp',
  })
}

/**
 * For processes that load the config without a launcher's check (a `payload jobs:run` worker,
 * a bare `next start`): every send fails with the reason, and nothing is written anywhere.
 * `npm start` and scripts/server/nextServer.ts refuse to start instead.
 */
function refusingTransport(problem: string): Transport {
  return {
    name: 'no-transport',
    version: '1.0.0',
    send: (_mail, callback) => callback(new Error(problem), undefined as never),
  }
}

function parseFrom(value: string) {
  const match = value.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  return match ? { name: match[1] || match[2]!, address: match[2]! } : { name: value, address: value }
}
