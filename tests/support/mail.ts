import fs from 'node:fs'
import path from 'node:path'

export type ReceivedMail = { file: string; raw: string; subject: string; text: string }

/** Undoes quoted-printable soft breaks and escapes, enough to read links and text. */
const decodeQuotedPrintable = (value: string) =>
  value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** A recipient as the test SMTP server writes it in a file name (tests/setup/smtpServer.ts): `a+b@x` is `a_b@x`. */
const fileNameOf = (address: string) => address.toLowerCase().replace(/[^a-z0-9@.,_-]/g, '_')

/** The messages the test SMTP server received for one recipient, oldest first (in the run's mail folder unless named). */
export function mailTo(address: string, dir = process.env.MAIL_CAPTURE_DIR!): ReceivedMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) =>
      file
        .split('-')
        .slice(2)
        .join('-')
        .replace(/\.eml$/, '')
        .split(',')
        .includes(fileNameOf(address)),
    )
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || Number(a.split('-')[1]) - Number(b.split('-')[1]))
    .map((file) => readMail(path.join(dir, file)))
}

/**
 * The messages the app's development mailbox (`DATA_DIR/mail`, no SMTP_URL) holds for one
 * recipient, oldest first: its files are named by time, the recipient is in the To header.
 */
export function mailboxTo(address: string, dataDir: string): ReceivedMail[] {
  const dir = path.join(dataDir, 'mail')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readMail(path.join(dir, file)))
    .filter((mail) => (mail.raw.match(/^To: (.*)$/im)?.[1] ?? '').toLowerCase().includes(address.toLowerCase()))
}

function readMail(file: string): ReceivedMail {
  const bytes = fs.readFileSync(file)
  const raw = bytes.toString('utf8')
  const subject = decodeMimeWords(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '')
  // Quoted-printable escapes are UTF-8 bytes: decode them as bytes, then read UTF-8 ("–", "→").
  const text = Buffer.from(decodeQuotedPrintable(bytes.toString('latin1')), 'latin1').toString('utf8')
  return { file: path.basename(file), raw, subject, text }
}

/** Decodes =?UTF-8?Q?...?= and =?UTF-8?B?...?= words in headers (the space between two such words is not text, RFC 2047). */
const decodeMimeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    )

/** Waits until `count` messages for the address have arrived. */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = mailTo(address)
    if (mails.length >= count || Date.now() > deadline) return mails
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
