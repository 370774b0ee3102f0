import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Transport } from 'nodemailer'

/**
 * The development mailbox: with no SMTP server configured, every message is written to
 * `DATA_DIR/mail/` as an .eml file (any mail client opens it), so a newcomer can follow a
 * password-reset or invitation link. The log names the file, recipient and subject only:
 * links carry tokens, and logs are collected and kept where tokens must not be.
 */
export const mailboxDir = () => path.resolve(process.env.DATA_DIR || '.data', 'mail')

export function mailboxTransport(): Transport {
  return {
    name: 'mailbox',
    version: '1.0.0',
    send(mail, callback) {
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error: Error) => callback(error, undefined as never))
      stream.on('end', () => {
        const dir = mailboxDir()
        fs.mkdirSync(dir, { recursive: true })
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`)
        fs.writeFileSync(file, Buffer.concat(chunks))
        console.log(`✉  Mail to ${String(mail.data.to)}: "${mail.data.subject}"\n   saved as ${file} (open it for its links)`)
        callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() } as never)
      })
    },
  }
}
