/**
 * Rate limits on a real PostgreSQL: the shared attempt counters (atomic, sliding window,
 * cleaned up), the client address rules, and Payload's own sign-in, sign-up and password
 * reset endpoints answering 429 through its REST handler.
 */
import { sql } from '@payloadcms/db-postgres'
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import type { Language } from '../../src/i18n/languages'
import { translatorFor } from '../../src/i18n/translator'
import { countAttempt, deleteExpiredCounters, subjectKey } from '../../src/lib/infrastructure/rateLimits/attemptCounters'
import { checkRateLimit } from '../../src/lib/infrastructure/rateLimits/rateLimit'
import { limitFor, parseLimit, type RateLimitedAction, windowInUnits } from '../../src/lib/infrastructure/rateLimits/rateLimitSettings'
import { checkSignInDelay, clearSignInFailures, SIGN_IN_DELAY_SCOPES } from '../../src/lib/infrastructure/rateLimits/signInDelays'
import { clientAddress, trustedProxyHops } from '../../src/lib/infrastructure/requests/clientAddress'
import { errorText, readErrorText } from '../../src/lib/shared/errors/errorText'
import { createUser, uniqueTag } from '../support/actors'
import { usePayload } from '../support/payload'
import { confirmAdminSession } from '../support/rest'

const getPayload = usePayload()
let payload: Payload

beforeAll(() => {
  payload = getPayload()
})

const RATE_LIMIT_ENV = Object.keys(process.env).filter((name) => name.startsWith('RATE_LIMIT'))
afterEach(() => {
  for (const name of Object.keys(process.env)) if (name.startsWith('RATE_LIMIT') && !RATE_LIMIT_ENV.includes(name)) delete process.env[name]
})

const rows = async <T>(query: ReturnType<typeof sql>) => (await payload.db.drizzle.execute(query)).rows as T[]

describe('settings', () => {
  test('limits are <count>/<window> or off; bad values fall back to the production default', () => {
    expect(parseLimit('10/15m')).toEqual({ attempts: 10, windowSeconds: 900 })
    expect(parseLimit(' 3 / 1d ')).toEqual({ attempts: 3, windowSeconds: 86_400 })
    expect(parseLimit('off')).toBeNull()
    expect(parseLimit('0/1h')).toBeNull()
    expect(parseLimit('ten per minute')).toBeUndefined()

    expect(limitFor('signIn', 'ip')).toEqual({ attempts: 100, windowSeconds: 900 })
    process.env.RATE_LIMIT_SIGN_IN_PER_IP = '2/30s'
    expect(limitFor('signIn', 'ip')).toEqual({ attempts: 2, windowSeconds: 30 })
    process.env.RATE_LIMIT_SIGN_IN_PER_IP = 'lots'
    expect(limitFor('signIn', 'ip')).toEqual({ attempts: 100, windowSeconds: 900 })
    // Sign-in has no count per address (anyone could fill it): growing delays instead.
    process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS = '2/30s'
    expect(limitFor('signIn', 'address')).toBeNull()
    process.env.RATE_LIMITS = 'off'
    expect(limitFor('invitation', 'ip')).toBeNull()
    const refusal = (action: RateLimitedAction, seconds: number, language: Language = 'en') =>
      readErrorText(errorText('rateLimited', { action, ...windowInUnits(seconds) }), translatorFor(language))
    expect(refusal('signUp', 900)).toBe('Too many sign-up attempts. Please wait 15 minutes and try again.')
    expect(refusal('passwordReset', 3600)).toBe('Too many password reset requests. Please wait 1 hour and try again.')
    expect(refusal('invitation', 86_400)).toBe('Too many invitations. Please wait 1 day and try again.')
    expect(refusal('surveyAnswer', 30)).toBe('Too many survey submissions. Please wait 30 seconds and try again.')
    expect(refusal('invitation', 86_400, 'de')).toBe('Zu viele Einladungen. Bitte warten Sie 1 Tag und versuchen Sie es dann erneut.')
    expect(refusal('signUp', 900, 'de')).toBe(
      'Zu viele Registrierungsversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    )
  })
})

describe('the client address', () => {
  const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value })

  test('without a trusted proxy only the peer the server recorded (the last entry) counts', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(clientAddress(forwarded('6.6.6.6, 203.0.113.7'), 0)).toBe('203.0.113.7')
    expect(clientAddress(new Headers(), 0)).toBeNull()
  })

  test('with TRUSTED_PROXY the address each trusted proxy saw, never what the client wrote', () => {
    expect(trustedProxyHops('true')).toBe(1)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('false')).toBe(0)
    expect(clientAddress(forwarded('6.6.6.6, 198.51.100.4, 10.0.0.2'), 1)).toBe('198.51.100.4')
    expect(clientAddress(forwarded('198.51.100.4, 10.0.0.9, 10.0.0.2'), 2)).toBe('198.51.100.4')
    // Fewer entries than hops: the leftmost is the best there is.
    expect(clientAddress(forwarded('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  test('IPv4-mapped, ports and brackets are normalized; IPv6 counts per /64; garbage is unknown', () => {
    expect(clientAddress(forwarded('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
    expect(clientAddress(forwarded('203.0.113.7:51234'), 0)).toBe('203.0.113.7')
    expect(clientAddress(forwarded('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(forwarded('[2001:db8:1:2:bbbb::9]:443'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress(forwarded('<script>'), 0)).toBeNull()
  })
})

describe('attempt counters', () => {
  test('200 concurrent attempts against a limit of 10 let exactly 10 through, and refusals are not counted', async () => {
    const subject = subjectKey(payload, `burst-${uniqueTag()}`)
    const results = await Promise.all(
      Array.from({ length: 200 }, () => countAttempt(payload, 'test:burst', subject, { attempts: 10, windowSeconds: 3600 })),
    )
    expect(results.filter(Boolean)).toHaveLength(10)
    const [row] = await rows<{ attempts: number }>(
      sql`SELECT attempts FROM rate_limit_counters WHERE limit_name = 'test:burst' AND subject = ${subject}`,
    )
    expect(row!.attempts).toBe(10)
  })

  test('the previous window still weighs in (sliding window); older windows do not', async () => {
    const limit = { attempts: 10, windowSeconds: 3600 }
    const [{ elapsed }] = (await rows<{ elapsed: number }>(sql`SELECT (extract(epoch FROM now()) % 3600)::float8 / 3600 AS elapsed`)) as [
      { elapsed: number },
    ]
    // Enough attempts in the previous hour that their remaining weight alone is over the limit.
    const previous = Math.ceil((2 * limit.attempts) / (1 - elapsed))
    const busy = subjectKey(payload, `busy-${uniqueTag()}`)
    await payload.db.drizzle.execute(sql`
      INSERT INTO rate_limit_counters (limit_name, subject, window_start, attempts, expires_at)
      VALUES ('test:slide', ${busy}, to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600 - 3600), ${previous}, now() + interval '1 hour')`)
    expect(await countAttempt(payload, 'test:slide', busy, limit)).toBe(false)

    const old = subjectKey(payload, `old-${uniqueTag()}`)
    await payload.db.drizzle.execute(sql`
      INSERT INTO rate_limit_counters (limit_name, subject, window_start, attempts, expires_at)
      VALUES ('test:slide', ${old}, to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600 - 7200), 1000, now() + interval '1 hour')`)
    expect(await countAttempt(payload, 'test:slide', old, limit)).toBe(true)
  })

  test('expired counters are deleted, current ones kept', async () => {
    const gone = subjectKey(payload, `gone-${uniqueTag()}`)
    const kept = subjectKey(payload, `kept-${uniqueTag()}`)
    await payload.db.drizzle.execute(sql`
      INSERT INTO rate_limit_counters (limit_name, subject, window_start, attempts, expires_at)
      VALUES ('test:cleanup', ${gone}, now() - interval '3 hours', 4, now() - interval '1 hour')`)
    await countAttempt(payload, 'test:cleanup', kept, { attempts: 5, windowSeconds: 3600 })
    expect(await deleteExpiredCounters(payload)).toBeGreaterThanOrEqual(1)
    const left = await rows<{ subject: string }>(sql`SELECT subject FROM rate_limit_counters WHERE limit_name = 'test:cleanup'`)
    expect(left.map((row) => row.subject)).toEqual([kept])
  })

  test('the table stores keyed hashes, never the address or IP', async () => {
    const address = `hashed-${uniqueTag()}@test.example`
    process.env.RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS = '5/1h'
    expect(await checkRateLimit(payload, 'passwordReset', { address, ip: '203.0.113.50' })).toBeNull()
    const stored = await rows<{ subject: string }>(sql`SELECT subject FROM rate_limit_counters WHERE limit_name LIKE 'passwordReset:%'`)
    expect(stored.map((row) => row.subject)).toContain(subjectKey(payload, address))
    expect(stored.some((row) => row.subject.includes(address) || row.subject.includes('203.0.113.50'))).toBe(false)
  })
})

describe('growing sign-in delays', () => {
  const backdate = (email: string, seconds: number) =>
    payload.db.drizzle.execute(sql`
      UPDATE sign_in_failures SET last_failure_at = last_failure_at - make_interval(secs => ${seconds}::int)
      WHERE subject IN (${subjectKey(payload, email)}, ${subjectKey(payload, `${email}\n203.0.113.5`)})`)

  test('five free attempts, then 1, 2, 4 … seconds after the last one; a success clears the address', async () => {
    const email = `delay-${uniqueTag()}@test.example`
    const { free } = SIGN_IN_DELAY_SCOPES.addressAndClient
    for (let attempt = 0; attempt < free; attempt++) expect(await checkSignInDelay(payload, email, '203.0.113.5')).toBeNull()
    const delayed = await checkSignInDelay(payload, email, '203.0.113.5')
    expect(delayed).toMatchObject({
      message: 'Too many failed sign-in attempts for this address. Please wait 1 second and try again.',
      retryAfterSeconds: 1,
    })
    expect(readErrorText(delayed!.text, translatorFor('de'))).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche für diese Adresse. Bitte warten Sie 1 Sekunde und versuchen Sie es dann erneut.',
    )
    // Refused attempts are not counted; waiting out the delay lets the next one through.
    await backdate(email, 2)
    expect(await checkSignInDelay(payload, email, '203.0.113.5')).toBeNull()
    expect((await checkSignInDelay(payload, email, '203.0.113.5'))?.retryAfterSeconds).toBe(2)
    await backdate(email, 3)
    expect(await checkSignInDelay(payload, email, '203.0.113.5')).toBeNull()
    expect((await checkSignInDelay(payload, email, '203.0.113.5'))?.retryAfterSeconds).toBe(4)
    // Another client has its own count; the address's own count (10 free) is not reached yet.
    expect(await checkSignInDelay(payload, email, '192.0.2.99')).toBeNull()

    await clearSignInFailures(payload, email, '203.0.113.5')
    expect(await checkSignInDelay(payload, email, '203.0.113.5')).toBeNull()
  })

  test('fifty simultaneous attempts past the free ones let exactly one through per delay', async () => {
    const email = `burst-delay-${uniqueTag()}@test.example`
    const { free } = SIGN_IN_DELAY_SCOPES.addressAndClient
    for (let attempt = 0; attempt < free; attempt++) await checkSignInDelay(payload, email, '203.0.113.5')
    await backdate(email, 5)
    const results = await Promise.all(Array.from({ length: 50 }, () => checkSignInDelay(payload, email, '203.0.113.5')))
    expect(results.filter((result) => result === null)).toHaveLength(1)
  })

  test('the per-address delay is capped at a minute, however many clients failed', async () => {
    const email = `capped-${uniqueTag()}@test.example`
    await payload.db.drizzle.execute(sql`
      INSERT INTO sign_in_failures (scope, subject, failures, last_failure_at)
      VALUES ('address', ${subjectKey(payload, email)}, 500, now())`)
    expect((await checkSignInDelay(payload, email, '192.0.2.1'))?.retryAfterSeconds).toBe(SIGN_IN_DELAY_SCOPES.address.capSeconds)
  })
})

describe("Payload's REST sign-in, sign-up and password reset", () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    })

  test('successful sign-ins are not counted: twelve in a row all succeed (the old per-address limit refused the 11th)', async () => {
    const email = `regular-${uniqueTag()}@test.example`
    await createUser(payload, { email })
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await post('users/login', { email, password: 'test-password' }, { 'x-forwarded-for': '203.0.113.90' })).status).toBe(200)
    }
  })

  test('wrong passwords from one client do not lock the member out: no hard lock, the member signs in from elsewhere', async () => {
    const email = `target-${uniqueTag()}@test.example`
    await createUser(payload, { email })
    const attacker = { 'x-forwarded-for': '198.51.100.66' }
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post('users/login', { email, password: 'guess' }, attacker)).status).toBe(401)
    // Payload's maxLoginAttempts used to lock the account here for ten minutes, for everyone.
    expect((await post('users/login', { email, password: 'test-password' }, { 'x-forwarded-for': '192.0.2.10' })).status).toBe(200)
    await expect(payload.login({ collection: 'users', data: { email, password: 'test-password' } })).resolves.toMatchObject({
      user: { email },
    })
  })

  test('after the free failures each attempt waits a growing delay: 429 with Retry-After and a clear message, even with the right password', async () => {
    const email = `guessed-${uniqueTag()}@test.example`
    await createUser(payload, { email })
    const client = { 'x-forwarded-for': '198.51.100.77' }
    // Eight failures of this client just now: the next attempt waits 2^(8−5) = 8 seconds.
    await payload.db.drizzle.execute(sql`
      INSERT INTO sign_in_failures (scope, subject, failures, last_failure_at)
      VALUES ('addressAndClient', ${subjectKey(payload, `${email}\n198.51.100.77`)}, 8, now())`)
    const refused = await post('users/login', { email, password: 'test-password' }, client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(7)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(8)
    expect((await refused.json()).errors[0].message).toMatch(
      /^Too many failed sign-in attempts for this address\. Please wait [78] seconds and try again\.$/,
    )
    // Another client is not delayed, and its success starts the address's count again.
    expect((await post('users/login', { email, password: 'test-password' }, { 'x-forwarded-for': '192.0.2.11' })).status).toBe(200)
  })

  test('sign-in per IP: many addresses from one client address are refused, another client address is not', async () => {
    process.env.RATE_LIMIT_SIGN_IN_PER_IP = '4/15m'
    // 198.18.0.0/15 (benchmarking range) is used by no other test, so this client starts with no attempts.
    const ip = { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` }
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await post('users/login', { email: `nobody-${uniqueTag()}@test.example`, password: 'x' }, ip)).status).toBe(401)
    }
    const refused = await post('users/login', { email: `nobody-${uniqueTag()}@test.example`, password: 'x' }, ip)
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toMatch(/^Too many sign-in attempts/)
    expect(
      (await post('users/login', { email: `nobody-${uniqueTag()}@test.example`, password: 'x' }, { 'x-forwarded-for': '192.0.2.77' }))
        .status,
    ).toBe(401)
  })

  test('REST sign-up is closed to visitors and still counted per IP (429 past the limit); an admin creating accounts is not limited', async () => {
    process.env.RATE_LIMIT_SIGN_UP_PER_IP = '2/1h'
    const ip = { 'x-forwarded-for': '203.0.113.201' }
    const tag = uniqueTag()
    for (const n of [1, 2]) {
      expect((await post('users', { email: `signup-${n}-${tag}@test.example`, password: 'secret-1' }, ip)).status).toBe(403)
    }
    const refused = await post('users', { email: `signup-3-${tag}@test.example`, password: 'secret-1' }, ip)
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toBe('Too many sign-up attempts. Please wait 1 hour and try again.')
    expect((await payload.count({ collection: 'users', where: { email: { equals: `signup-3-${tag}@test.example` } } })).totalDocs).toBe(0)

    const admin = await createUser(payload, { email: `admin-${tag}@test.example`, role: 'admin' })
    const { token } = await payload.login({ collection: 'users', data: { email: admin.email, password: 'test-password' } })
    await confirmAdminSession(payload, token!)
    const created = await post(
      'users',
      { email: `by-admin-${tag}@test.example`, password: 'secret-1' },
      { ...ip, Authorization: `JWT ${token}` },
    )
    expect(created.status).toBe(201)
  })

  test('password reset per address: 429 once the address asked too often', async () => {
    process.env.RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS = '2/1h'
    const email = `forgot-${uniqueTag()}@test.example`
    for (let attempt = 0; attempt < 2; attempt++) expect((await post('users/forgot-password', { email })).status).toBe(200)
    const refused = await post('users/forgot-password', { email: email.toUpperCase() })
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toBe('Too many password reset requests. Please wait 1 hour and try again.')
  })
})
