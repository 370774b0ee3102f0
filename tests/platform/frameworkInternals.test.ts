/**
 * Canaries for the framework internals our code relies on (src/lib/platform/README.md): each
 * pins one shape of Payload's that a transform or a direct write assumes, and fails with a
 * message naming what to re-check when an upgrade changes it.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { NotFound, type Field, type SanitizedConfig } from 'payload'
import { describe, expect, test } from 'vitest'

import config from '@payload-config'

import { confirmSession } from '../../src/lib/accounts/secondFactor/confirmSession'
import { createUser } from '../support/actors'
import { usePayload } from '../support/payload'

const payload = usePayload()
const require = createRequire(import.meta.url)

describe('Payload internals', () => {
  test('the account’s sessions: Payload merges our fields into its own sessions array (collections/Users/index.ts)', async () => {
    const users = ((await config) as SanitizedConfig).collections.find((collection) => collection.slug === 'users')!
    const sessions = users.fields.filter((field) => 'name' in field && field.name === 'sessions')
    expect(sessions, 'one sessions field: Payload no longer merges ours into its own').toHaveLength(1)
    const names = (sessions[0] as { fields: Field[] }).fields.map((field) => ('name' in field ? field.name : null))
    expect(names, "Payload's session fields changed: re-check src/lib/accounts/sessions and secondFactor").toEqual(
      expect.arrayContaining(['id', 'createdAt', 'expiresAt', 'signedInWith', 'confirmedWith', 'device']),
    )
  })

  test('Payload rewrites the sessions array on a sign-in and keeps what we wrote into a session', async () => {
    const email = `internals-${crypto.randomUUID()}@example.com`
    await createUser(payload(), { email })
    const first = await payload().login({ collection: 'users', data: { email, password: 'test-password' } })
    const sid = (JSON.parse(Buffer.from(first.token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
    expect(await confirmSession(payload(), { userId: first.user!.id, sid }, 'totp')).toBe(true)
    await payload().login({ collection: 'users', data: { email, password: 'test-password' } })
    const account = await payload().findByID({
      collection: 'users',
      id: first.user!.id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(account.sessions, 'a second sign-in should add a session beside the first').toHaveLength(2)
    expect(account.sessions?.find((session) => session.id === sid)?.confirmedWith, 'Payload dropped a field of ours from a session').toBe(
      'totp',
    )
  })

  test('Payload names an error after its class (loggingLevels read the name); the production build’s minified names are given back', () => {
    class Renamed extends NotFound {}
    expect(
      new Renamed().name,
      'Payload no longer names errors after constructor.name: re-check src/lib/platform/payloadErrorNames.ts',
    ).toBe('Renamed')
    expect(new NotFound().name).toBe('NotFound')
  })

  test('Payload adds a `<date>_tz` field beside a date with a time zone, which bilingualTimezoneLabels names in both languages', async () => {
    const built = (await config) as SanitizedConfig
    const agendaItems = built.collections.find((collection) => collection.slug === 'agenda-items')!
    const zone = (function find(fields: Field[]): Field | undefined {
      for (const field of fields) {
        if ('name' in field && field.name === 'startTime_tz') return field
        const inner =
          'fields' in field ? find(field.fields) : field.type === 'tabs' ? find(field.tabs.flatMap((tab) => tab.fields)) : undefined
        if (inner) return inner
      }
    })(agendaItems.fields)
    expect(zone, "Payload's time zone field is no longer <name>_tz: re-check bilingualTimezoneLabels").toBeDefined()
    expect((zone as { label?: unknown }).label).toEqual({ en: expect.stringMatching(/ Tz$/), de: expect.stringMatching(/\(Zeitzone\)$/) })
  })

  test('Payload begins and ends its transactions through the adapter’s methods, which openTransactionLimit replaces', async () => {
    const db = payload().db
    const begin = db.beginTransaction
    let begun = 0
    db.beginTransaction = async (options) => {
      begun += 1
      return begin!.call(db, options)
    }
    try {
      await createUser(payload(), { email: `transactions-${crypto.randomUUID()}@example.com` })
    } finally {
      db.beginTransaction = begin
    }
    expect(
      begun,
      "Payload's writes no longer call payload.db.beginTransaction: re-check src/lib/platform/openTransactionLimit.ts",
    ).toBeGreaterThan(0)
  })

  test('Payload keeps its jobs crons in payload.crons, croner jobs with `protect`, busy for a whole run (jobRunsInProgress.ts)', async () => {
    const recheck = 're-check src/lib/infrastructure/jobs/jobRunsInProgress.ts and scripts/server/gracefulStop.ts'
    expect(Array.isArray(payload().crons), `payload.crons is gone: ${recheck}`).toBe(true)
    // Where Payload makes the autoRun crons: pushed onto payload.crons, each protected.
    const source = fs.readFileSync(path.join(path.dirname(require.resolve('payload')), 'index.js'), 'utf8')
    const initializer = source.slice(source.indexOf('async _initializeCrons()'), source.indexOf('this.crons.push(jobAutorunCron)') + 40)
    expect(initializer, `Payload no longer keeps its autoRun crons in payload.crons: ${recheck}`).toContain(
      'this.crons.push(jobAutorunCron)',
    )
    expect(initializer, `Payload's autoRun crons are no longer protected: ${recheck}`).toMatch(/protect: true/)
    // croner's protect: a cron is busy from the start of its run to its end.
    const { Cron } = await import('croner')
    let finishRun = () => {}
    const cron = new Cron('0 0 1 1 *', () => new Promise<void>((resolve) => (finishRun = resolve)), { protect: true })
    try {
      expect(cron.isBusy()).toBe(false)
      void cron.trigger()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(cron.isBusy(), `croner's isBusy no longer covers a running job: ${recheck}`).toBe(true)
      finishRun()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(cron.isBusy()).toBe(false)
    } finally {
      cron.stop()
    }
  })
})
