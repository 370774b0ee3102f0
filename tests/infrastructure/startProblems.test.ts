/**
 * A production start fails fast (issue 46, item 2): NODE_ENV=production without DATABASE_URL, a
 * deployment without PAYLOAD_SECRET, and a .env file that cannot be read each refuse the start
 * with one line, before a database starts or a request is answered with 500; the .env files are
 * read as Next.js reads them, the environment winning; the quick start (no NODE_ENV) is unchanged.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'

import { MISSING_MAIL_TRANSPORT } from '@/lib/infrastructure/email/transport'
import { MISSING_DATABASE, MISSING_SECRET, startProblems } from '@/lib/infrastructure/startup/startProblems'

import { freePort } from '../../scripts/database/embeddedPostgres'
import { runTsx } from '../support/runTsx'

const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('what a start needs', () => {
  const deployment = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/community', SMTP_URL: 'smtp://mail.internal:587' }
  test.each([
    ['the quick start: no NODE_ENV, no DATABASE_URL', {}, []],
    ['development never', { NODE_ENV: 'production' }, [], true],
    ['NODE_ENV=production without DATABASE_URL', { NODE_ENV: 'production' }, [MISSING_DATABASE]],
    ['NODE_ENV=production asking for the embedded database', { NODE_ENV: 'production', EMBEDDED_DATABASE: 'true' }, []],
    ['a deployment without PAYLOAD_SECRET', deployment, [MISSING_SECRET]],
    ['a deployment with its secret', { ...deployment, PAYLOAD_SECRET: 'x'.repeat(64) }, []],
    [
      'a deployment without secret or mail',
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/community' },
      [MISSING_SECRET, MISSING_MAIL_TRANSPORT],
    ],
    [
      'the embedded database the launcher started (its own secret)',
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://127.0.0.1:5432/community',
        EMBEDDED_DATABASE: 'true',
        PAYLOAD_SECRET: 'x'.repeat(64),
      },
      [],
    ],
  ] as [string, NodeJS.ProcessEnv, string[], boolean?][])('%s', (_, env, expected, dev = false) => {
    expect(startProblems(env, { dev })).toEqual(expected)
  })
})

describe('`npm start` refuses, before anything starts', () => {
  const launcherEnv = async (env: NodeJS.ProcessEnv) => {
    const dataDir = tempDir('start-')
    const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), ...env }
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'EMBEDDED_DATABASE', 'SMTP_URL', 'DEV_MAILBOX'])
      if (!(name in env)) delete base[name]
    return { dataDir, env: base }
  }

  test('NODE_ENV=production without DATABASE_URL: one line, and no embedded database under DATA_DIR', async () => {
    const { dataDir, env } = await launcherEnv({ NODE_ENV: 'production' })
    const { code, output } = await runTsx(['scripts/server/serve.ts'], env)
    expect(code).toBe(1)
    // Production logs JSON lines (docs/deploy.md, Monitoring): one line, its message the problem.
    expect(JSON.parse(output.trim())).toMatchObject({ level: 'error', msg: MISSING_DATABASE })
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  test('a deployment without PAYLOAD_SECRET: one line, no connection tried', async () => {
    // An address nothing answers at: the refusal comes before any connection.
    const { env } = await launcherEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1:1/community', DEV_MAILBOX: 'true' })
    const { code, output } = await runTsx(['scripts/server/serve.ts'], env)
    expect(code).toBe(1)
    expect(JSON.parse(output.trim())).toMatchObject({ level: 'error', msg: MISSING_SECRET })
  })
})

describe('the .env files', () => {
  const load = (dir: string, env: Record<string, string> = {}) => {
    const base: Record<string, string | undefined> = { ...process.env, ...env }
    if (!('DATABASE_URL' in env)) delete base.DATABASE_URL
    // NODE_ENV=test would make Next's loader skip .env.local; the launcher runs without it.
    delete base.NODE_ENV
    const code = `process.chdir(${JSON.stringify(dir)}); const { loadEnvFiles } = await import(${JSON.stringify(path.resolve('scripts/database/envFiles.ts'))}); loadEnvFiles(); console.log('DATABASE_URL=' + (process.env.DATABASE_URL ?? 'unset'))`
    return runTsx(['--input-type=module', '-e', code], base as NodeJS.ProcessEnv)
  }

  test('are read as Next.js reads them: .env.local over .env, the environment over both', async () => {
    const dir = tempDir('env-files-')
    fs.writeFileSync(path.join(dir, '.env'), 'DATABASE_URL=postgres://from-dot-env/community\n')
    expect((await load(dir)).output).toContain('DATABASE_URL=postgres://from-dot-env/community')
    fs.writeFileSync(path.join(dir, '.env.local'), 'DATABASE_URL=postgres://from-dot-env-local/community\n')
    expect((await load(dir)).output).toContain('DATABASE_URL=postgres://from-dot-env-local/community')
    expect((await load(dir, { DATABASE_URL: 'postgres://from-environment/community' })).output).toContain(
      'DATABASE_URL=postgres://from-environment/community',
    )
  })

  test('one that cannot be read ends the process with one line', async () => {
    const dir = tempDir('env-files-')
    // A folder where the file should be: unreadable as a file even for root, who reads any mode.
    fs.mkdirSync(path.join(dir, '.env'))
    const { code, output } = await load(dir)
    expect(code).toBe(1)
    expect(output.trim()).toBe(`${path.join(dir, '.env')} exists but cannot be read (EISDIR): fix it or remove it; nothing was started.`)
  })
})
