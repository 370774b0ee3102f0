import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

import { freePort } from '../../scripts/database/embeddedPostgres'

/** Recipients starting with this are refused as a real server refuses an unknown mailbox (550), for hard-bounce tests. */
export const UNKNOWN_MAILBOX = 'no-such-mailbox'

/**
 * A real SMTP server for the test run, on loopback. Every message it accepts is written to
 * `dir` as raw .eml, named after its recipients, so tests in any worker can read what arrived.
 */
export async function startSmtpServer(dir: string) {
  fs.mkdirSync(dir, { recursive: true })
  let counter = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().startsWith(UNKNOWN_MAILBOX)) return callback()
      callback(Object.assign(new Error('5.1.1 The email account that you tried to reach does not exist'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',')
        const name = `${Date.now()}-${counter++}-${recipients.replace(/[^a-z0-9@.,_-]/g, '_')}.eml`
        fs.writeFileSync(path.join(dir, name), Buffer.concat(chunks))
        callback()
      })
    },
  })
  // A client that goes away mid-message (a test file's process ending while an e-mail it sent
  // without waiting is on its way) resets its connection: that message is lost, as with a real
  // server, and the run goes on. Without a listener the error would end the whole test run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('Test SMTP server:', error)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
