/**
 * Secrets in logs (issue 16, item 11): a production deployment (its own DATABASE_URL) refuses to
 * start without SMTP_URL unless DEV_MAILBOX=true, and the development mailbox writes links to
 * its .eml files only, never to the log.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

import { emailAdapter } from '@/lib/infrastructure/email/adapter'
import { MISSING_MAIL_TRANSPORT, mailTransport } from '@/lib/infrastructure/email/transport'

import { freePort } from '../../scripts/database/embeddedPostgres'
import { runTsx as run } from '../support/runTsx'

/** A production deployment's environment without any mail setting. */
const deploymentEnv = async (dataDir: string): Promise<NodeJS.ProcessEnv> => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    NODE_ENV: 'production',
  }
  delete env.SMTP_URL
  delete env.DEV_MAILBOX
  delete env.EMBEDDED_DATABASE
  return env
}

describe('a production deployment without a mail transport', () => {
  test('`npm start` refuses to start, before migrating or serving, and says what to set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-mail-'))
    try {
      const { code, output } = await run(['scripts/server/serve.ts'], await deploymentEnv(dataDir))
      expect(code).toBe(1)
      expect(output).toContain(MISSING_MAIL_TRANSPORT)
      expect(output).not.toContain('Serving on')
      expect(output).not.toMatch(/Migrat/)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('the production server itself (scripts/server/nextServer.ts) refuses to start too', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-mail-'))
    try {
      const { code, output } = await run(['scripts/server/nextServer.ts'], await deploymentEnv(dataDir))
      expect(code).toBe(1)
      expect(output).toContain(MISSING_MAIL_TRANSPORT)
      expect(output).not.toContain('Next.js ready')
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a process that loads the config anyway (a jobs worker) sends nothing and writes no mailbox file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-mail-'))
    const saved = { ...process.env }
    Object.assign(process.env, { NODE_ENV: 'production', DATA_DIR: dataDir })
    delete process.env.SMTP_URL
    delete process.env.EMBEDDED_DATABASE
    try {
      const adapter = (await emailAdapter())({ payload: {} as never })
      await expect(
        adapter.sendEmail({ to: 'someone@example.com', subject: 'Reset your password', text: 'https://x.example/reset?token=abc' }),
      ).rejects.toThrow(MISSING_MAIL_TRANSPORT)
      expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false)
    } finally {
      process.env = saved
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('which transport', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/community' } as const
  test.each([
    ['a deployment with SMTP_URL', { ...production, SMTP_URL: 'smtp://mail.example:587' }, 'smtp'],
    ['a deployment without SMTP_URL', production, 'missing'],
    ['a deployment that asks for the mailbox (DEV_MAILBOX=true)', { ...production, DEV_MAILBOX: 'true' }, 'mailbox'],
    ['a deployment with DEV_MAILBOX set to anything but true', { ...production, DEV_MAILBOX: '1' }, 'missing'],
    ['the quick start on the embedded database', { ...production, EMBEDDED_DATABASE: 'true' }, 'mailbox'],
    ['`npm run dev` against a DATABASE_URL', { ...production, NODE_ENV: 'development' }, 'mailbox'],
  ])('%s: %s', (_, env, kind) => {
    expect(mailTransport(env as NodeJS.ProcessEnv).kind).toBe(kind)
  })
})

describe('the development mailbox', () => {
  test('writes the message with its links to an .eml file; the log names file, recipient and subject, never a link or token', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-'))
    const token = 'f3a9c1d2e4b5a6978877665544332211ffeeddcc'
    const link = `http://localhost:3000/reset-password?token=${token}`
    // A separate process, so that what is checked is its real stdout and stderr.
    const script = path.join(dataDir, 'send.mts')
    fs.writeFileSync(
      script,
      `import nodemailer from '${path.resolve('node_modules/nodemailer/lib/nodemailer.js')}'
import { mailboxTransport } from '${path.resolve('src/lib/infrastructure/email/mailbox.ts')}'
await nodemailer.createTransport(mailboxTransport()).sendMail({
  from: 'no-reply@example.com', to: 'member@example.com', subject: 'Reset your password',
  text: 'Open ${link} to choose a new password.', html: '<a href="${link}">Choose a new password</a>',
})
`,
    )
    try {
      const { code, output } = await run([script], { ...process.env, DATA_DIR: dataDir })
      expect(code, output).toBe(0)
      const files = fs.readdirSync(path.join(dataDir, 'mail'))
      expect(files).toHaveLength(1)
      const file = path.join(dataDir, 'mail', files[0]!)
      expect(fs.readFileSync(file, 'utf8').replace(/=\r?\n/g, '')).toContain(token)
      expect(output).toContain('Mail to member@example.com: "Reset your password"')
      expect(output).toContain(file)
      expect(output).not.toContain(token)
      expect(output).not.toMatch(/https?:\/\//)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
