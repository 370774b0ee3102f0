/**
 * Abuse limits over real HTTP on the built app: growing delays after failed sign-ins (no account
 * lock), the rate limits on sign-in, sign-up, password reset, invitations and mention suggestions
 * (counted in PostgreSQL, so they hold across two instances on one database), CSRF refusals for
 * the REST API and server actions, and the session cookies' flags. Instance A sits behind a
 * "proxy" (TRUSTED_PROXY=1, so the tests can speak for many client addresses); instance B has
 * none and is served as https.
 *
 * Its own servers: rate limits on (every other file's server has them off) and two instances, one behind a proxy.
 */
import { expect, test } from '@playwright/test'
import crypto from 'node:crypto'

import { useTwoInstances } from '../operations/twoInstances'
import type { AppServer } from '../support/appServer'
import { nextTotpCode } from '../support/secondStep'
import { signIn, signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const LIMITS = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_SIGN_IN_PER_IP: '20/10m',
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: '3/1h',
  RATE_LIMIT_SIGN_UP_PER_IP: '4/1h',
  RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '3/1h',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '6/1h',
  RATE_LIMIT_INVITATION_PER_ADDRESS: '2/1d',
  RATE_LIMIT_INVITATION_PER_IP: '4/1h',
  RATE_LIMIT_MENTION_SUGGESTIONS_PER_SENDER: '3/1m',
}
const EVIL_ORIGIN = 'http://evil.example'

// Instance B is served as https (the cookie flags follow SERVER_URL); Google credentials only
// so that the sign-in's state cookie is set.
const site = useTwoInstances({
  both: LIMITS,
  a: { TRUSTED_PROXY: '1' },
  b: { SERVER_URL: 'https://community.example', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
})

/** A JSON request from outside a browser; `from` is the client address the trusted proxy reports (instance A). */
function api(
  app: AppServer,
  method: string,
  route: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${app.url}${route}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
}
const login = (app: AppServer, email: string, password: string, from?: string) =>
  api(app, 'POST', '/api/users/login', { body: { email, password }, from })
const firstError = async (response: Response) => ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message
const unique = (name: string) => `${name}-${crypto.randomBytes(3).toString('hex')}@example.org`

test('no account lock: wrong passwords from one client never keep the member out; that client waits growing delays on every instance', async () => {
  const email = 'lena.fischer@example.com'
  const statuses: number[] = []
  // Wrong passwords from one client until it is made to wait (Payload's lock used to shut the account after five).
  let delayed: Response | undefined
  for (let attempt = 1; attempt <= 12 && !delayed; attempt++) {
    const response = await login(site.a, email, 'wrong-password', '203.0.113.10')
    if (response.status === 429) delayed = response
    else statuses.push(response.status)
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
  expect(delayed, 'a growing delay after the free failures').toBeDefined()
  expect(Number(delayed!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect(await firstError(delayed!)).toMatch(
    /^Too many failed sign-in attempts for this address\. Please wait \d+ seconds? and try again\.$/,
  )
  // The member, from anywhere else and on either instance, signs in at once.
  expect((await login(site.a, email, 'demo-password', '203.0.113.11')).status).toBe(200)
  expect((await login(site.b, email, 'demo-password')).status).toBe(200)
})

test('successful sign-ins are never counted: twelve in a row on both instances all succeed', async () => {
  for (let attempt = 1; attempt <= 12; attempt++) {
    const response =
      attempt % 2
        ? await login(site.a, 'tom.hughes@example.com', 'demo-password', '203.0.113.30')
        : await login(site.b, 'tom.hughes@example.com', 'demo-password')
    expect(response.status).toBe(200)
  }
})

test('a delayed address is refused the same by GraphQL and by the sign-in form, which says how long to wait', async ({ page }) => {
  const email = unique('guess')
  // One failure, then the address's count (all clients together) raised to fifteen, so every
  // attempt waits 2^(15 − 10) = 32 seconds; the browser below is another client than this test's
  // fetch (IPv6 or IPv4 loopback), and the per-IP limits are left for the tests after this one.
  const [{ start }] = (await site.query<{ start: Date }>('SELECT now() AS start')) as [{ start: Date }]
  expect((await login(site.a, email, 'x')).status).toBe(401)
  const raised = await site.query(
    "UPDATE sign_in_failures SET failures = 15, last_failure_at = now() WHERE scope = 'address' AND last_failure_at >= $1 RETURNING scope",
    [start],
  )
  expect(raised).toHaveLength(1)
  const graphql = await api(site.a, 'POST', '/api/graphql', {
    body: { query: `mutation { loginUser(email: "${email}", password: "x") { token } }` },
  })
  const { errors } = (await graphql.json()) as { errors: { message: string; extensions: { statusCode: number } }[] }
  expect(errors[0]!.message).toMatch(/^Too many failed sign-in attempts for this address\./)
  expect(errors[0]!.extensions.statusCode).toBe(429)

  await signIn(page, site.a, email, { password: 'x' })
  await expect(
    page.getByText(/Too many failed sign-in attempts for this address\. Please wait \d+ (seconds?|minutes?) and try again\./),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test('sign-in per IP: X-Forwarded-For is believed for the one trusted proxy only, never what the client wrote', async () => {
  for (let attempt = 1; attempt <= 20; attempt++)
    expect((await login(site.a, unique('spray'), 'x', `6.6.6.${attempt}, 203.0.113.50`)).status).toBe(401)
  expect((await login(site.a, unique('spray'), 'x', '7.7.7.7, 203.0.113.50')).status).toBe(429)
  expect((await login(site.a, unique('spray'), 'x', '203.0.113.50')).status).toBe(429)
  // Another client behind the same proxy is not affected.
  expect((await login(site.a, unique('spray'), 'x', '6.6.6.1, 203.0.113.51')).status).toBe(401)
})

test('sign-up: 429 per IP over REST (closed to visitors) with nothing created; per address the form shows the message', async ({
  page,
}) => {
  const created = [unique('joiner'), unique('joiner'), unique('joiner'), unique('joiner')]
  for (const email of created)
    // REST sign-up is closed to visitors (it would tell taken addresses apart), and still counted.
    expect((await api(site.a, 'POST', '/api/users', { body: { email, password: 'secret-pass' }, from: '203.0.113.60' })).status).toBe(403)
  const late = unique('joiner')
  const refused = await api(site.a, 'POST', '/api/users', { body: { email: late, password: 'secret-pass' }, from: '203.0.113.60' })
  expect(refused.status).toBe(429)
  expect(await firstError(refused)).toBe('Too many sign-up attempts. Please wait 1 hour and try again.')
  expect(await site.query('SELECT id FROM users WHERE email = $1', [late])).toHaveLength(0)

  // The same address three times, then the form.
  const email = unique('again')
  for (let attempt = 1; attempt <= 3; attempt++)
    await api(site.a, 'POST', '/api/users', { body: { email, password: 'secret-pass' }, from: `203.0.113.${60 + attempt}` })
  await page.goto(`${site.a.url}/auth`)
  await page.locator('#sign-up-email').fill(email)
  await page.locator('#sign-up-password').fill('secret-pass')
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByText('Too many sign-up attempts. Please wait 1 hour and try again.')).toBeVisible()
})

test('password reset: per address the form shows the message; without a trusted proxy a forged X-Forwarded-For changes nothing', async ({
  page,
}) => {
  const email = 'claire.dubois@example.com'
  for (let attempt = 1; attempt <= 3; attempt++)
    expect((await api(site.a, 'POST', '/api/users/forgot-password', { body: { email }, from: `203.0.113.${70 + attempt}` })).status).toBe(
      200,
    )
  await page.goto(`${site.a.url}/reset-password`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Too many password reset requests. Please wait 1 hour and try again.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0)

  // Instance B trusts no proxy: every request is its TCP peer's, whatever the header says.
  for (let attempt = 1; attempt <= 6; attempt++) {
    expect(
      (await api(site.b, 'POST', '/api/users/forgot-password', { body: { email: unique('forgetful') }, from: `198.51.100.${attempt}` }))
        .status,
    ).toBe(200)
  }
  const refused = await api(site.b, 'POST', '/api/users/forgot-password', { body: { email: unique('forgetful') }, from: '198.51.100.99' })
  expect(refused.status).toBe(429)
  expect(await firstError(refused)).toBe('Too many password reset requests. Please wait 1 hour and try again.')
})

test("invitations, limited where they are sent: per IP on the member's form (the refused one kept pending), per invitee address on the admin's send endpoint", async ({
  page,
}) => {
  await signInAsMember(page, site.a, 'jonas.becker@example.com')
  const invite = async (email: string) => {
    await page.getByLabel("Expert's email address").fill(email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
  }
  for (let n = 1; n <= 4; n++) {
    await invite(unique(`expert${n}`))
    await expect(page.getByText('Invitation sent!')).toHaveCount(n)
  }
  const fifth = unique('expert5')
  await invite(fifth)
  await expect(page.getByText('Too many invitations. Please wait 1 hour and try again.')).toBeVisible()
  // Nothing the member typed is lost: the invitation waits, unsent, for a later try (sendInvitation.ts).
  expect(await site.query('SELECT status, invited_at FROM invitations WHERE email = $1', [fifth])).toEqual([
    { status: 'pending', invited_at: null },
  ])

  const adminLogin = await login(site.a, 'admin@example.com', 'demo-password', '203.0.113.80')
  const { token } = (await adminLogin.json()) as { token: string }
  const asAdmin = { authorization: `JWT ${token}` }
  // The admin's second step over the API (invitedBy is an admin's to set).
  const confirmed = await api(site.a, 'POST', '/api/users/confirm-session', {
    body: { code: await nextTotpCode(site.a.url, 'admin@example.com') },
    from: '203.0.113.80',
    headers: asAdmin,
  })
  expect(confirmed.status).toBe(200)
  const invitee = unique('popular')
  const inviters = await site.query<{ id: number }>(
    "SELECT id FROM users WHERE email IN ('member@example.com', 'tom.hughes@example.com', 'admin@example.com') ORDER BY id",
  )
  const ids: number[] = []
  for (const inviter of inviters) {
    const created = await api(site.a, 'POST', '/api/invitations', {
      body: { email: invitee, invitedBy: inviter.id },
      from: '203.0.113.81',
      headers: asAdmin,
    })
    expect(created.status).toBe(201)
    ids.push(((await created.json()) as { doc: { id: number } }).doc.id)
  }
  for (const id of ids.slice(0, 2))
    expect((await api(site.a, 'POST', `/api/invitations/${id}/send`, { from: '203.0.113.81', headers: asAdmin })).status).toBe(200)
  const refused = await api(site.a, 'POST', `/api/invitations/${ids[2]}/send`, { from: '203.0.113.81', headers: asAdmin })
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).toBe('86400')
  // The admin endpoints' answer ({ message }, src/lib/admin/adminEndpoint.ts).
  expect(((await refused.json()) as { message: string }).message).toBe('Too many invitations. Please wait 1 day and try again.')
  const [third] = await site.query<{ status: string }>('SELECT status FROM invitations WHERE id = $1', [ids[2]])
  expect(third!.status).toBe('pending')
})

test('mention suggestions: a member asking too fast gets 429 with Retry-After, in their language, on every instance', async () => {
  const signedIn = await login(site.a, 'tom.hughes@example.com', 'demo-password', '203.0.113.95')
  const { token } = (await signedIn.json()) as { token: string }
  const ask = (app: AppServer, lang = 'en') =>
    api(app, 'GET', `/api/discussions/mention-suggestions?q=Le&lang=${lang}`, { headers: { authorization: `JWT ${token}` } })
  // A prefix too short is refused before it is counted.
  expect(
    (await api(site.a, 'GET', '/api/discussions/mention-suggestions?q=L', { headers: { authorization: `JWT ${token}` } })).status,
  ).toBe(400)
  expect([(await ask(site.a)).status, (await ask(site.b)).status, (await ask(site.a)).status]).toEqual([200, 200, 200])
  const refused = await ask(site.b)
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).toBe('60')
  expect(refused.headers.get('cache-control')).toContain('no-store')
  expect(await refused.json()).toEqual({ message: 'Too many name suggestions asked. Please wait a minute and try again.' })
  expect(await (await ask(site.a, 'de')).json()).toEqual({
    message: 'Zu viele Namensvorschläge angefragt. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  })
})

test('CSRF: cookie-authenticated REST writes from another origin are refused; from the site itself they work', async () => {
  const signedIn = await login(site.a, 'member@example.com', 'demo-password', '203.0.113.90')
  const token = /payload-token=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!
  const member = ((await signedIn.json()) as { user: { id: number } }).user
  const [event] = await site.query<{ id: number }>('SELECT id FROM events ORDER BY id DESC LIMIT 1')
  const savedCount = async () =>
    Number(
      (
        await site.query<{ n: string }>('SELECT count(*) AS n FROM saved_event_dates WHERE user_id = $1 AND event_id = $2', [
          member.id,
          event!.id,
        ])
      )[0]!.n,
    )
  await site.query('DELETE FROM saved_event_dates WHERE user_id = $1 AND event_id = $2', [member.id, event!.id])
  const withCookie = (origin: string | null, extra: Record<string, string> = {}) => ({
    cookie: `payload-token=${token}`,
    ...(origin ? { origin } : {}),
    ...extra,
  })

  expect(
    (await api(site.a, 'POST', '/api/saved-event-dates', { body: { event: event!.id }, headers: withCookie(EVIL_ORIGIN) })).status,
  ).toBe(403)
  expect(
    (
      await api(site.a, 'POST', '/api/saved-event-dates', {
        body: { event: event!.id },
        headers: withCookie(null, { 'sec-fetch-site': 'cross-site' }),
      })
    ).status,
  ).toBe(403)
  expect(await savedCount()).toBe(0)
  const saved = await api(site.a, 'POST', '/api/saved-event-dates', { body: { event: event!.id }, headers: withCookie(site.a.url) })
  expect(saved.status).toBe(201)
  const savedId = ((await saved.json()) as { doc: { id: number } }).doc.id

  expect(
    (await api(site.a, 'PATCH', `/api/users/${member.id}`, { body: { jobRole: 'Hijacked' }, headers: withCookie(EVIL_ORIGIN) })).status,
  ).toBe(403)
  expect((await site.query<{ job_role: string }>('SELECT job_role FROM users WHERE id = $1', [member.id]))[0]!.job_role).not.toBe(
    'Hijacked',
  )
  const patched = await api(site.a, 'PATCH', `/api/users/${member.id}`, {
    body: { jobRole: 'OT Security Lead' },
    headers: withCookie(site.a.url),
  })
  expect(patched.status).toBe(200)

  expect((await api(site.a, 'DELETE', `/api/saved-event-dates/${savedId}`, { headers: withCookie(EVIL_ORIGIN) })).status).toBe(403)
  expect(await savedCount()).toBe(1)
  expect((await api(site.a, 'DELETE', `/api/saved-event-dates/${savedId}`, { headers: withCookie(site.a.url) })).status).toBe(200)
  expect(await savedCount()).toBe(0)
})

test('CSRF: a server action posted from another origin is refused with 403 and changes nothing; from the site it works', async ({
  page,
  context,
}) => {
  await signInAsMember(page, site.a)
  await page.goto(`${site.a.url}/events`)
  const button = page.getByRole('button', { name: /^Save date: / }).first()
  const [action] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && Boolean(request.headers()['next-action'])),
    button.click(),
  ])
  await expect(page.getByText("We'll remind you about this event!")).toBeVisible()
  const [eventId, saved] = JSON.parse(action.postData()!) as [number, boolean]
  expect(saved).toBe(true)
  const memberId = (await site.query<{ id: number }>("SELECT id FROM users WHERE email = 'member@example.com'"))[0]!.id
  const savedCount = async () =>
    Number(
      (
        await site.query<{ n: string }>('SELECT count(*) AS n FROM saved_event_dates WHERE user_id = $1 AND event_id = $2', [
          memberId,
          eventId,
        ])
      )[0]!.n,
    )
  expect(await savedCount()).toBe(1)

  const cookie = (await context.cookies(site.a.url)).map((c) => `${c.name}=${c.value}`).join('; ')
  const replay = (origin: string) =>
    fetch(`${site.a.url}/events`, {
      method: 'POST',
      headers: { ...action.headers(), cookie, origin },
      body: JSON.stringify([eventId, false]),
    })
  const forged = await replay(EVIL_ORIGIN)
  expect(forged.status).toBe(403)
  expect(await forged.text()).toBe('Cross-site request refused.')
  expect(await savedCount()).toBe(1)
  // Without JavaScript a server action is a plain form post: refused the same way.
  const formPost = await fetch(`${site.a.url}/events`, {
    method: 'POST',
    headers: { cookie, origin: EVIL_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'x=1',
  })
  expect(formPost.status).toBe(403)

  const genuine = await replay(site.a.url)
  expect(genuine.status).toBe(200)
  expect(await savedCount()).toBe(0)
})

test('session cookies are HttpOnly and SameSite=Lax, and Secure when the site is served over HTTPS', async ({ page }) => {
  const overHttp = (await login(site.a, 'tom.hughes@example.com', 'demo-password', '203.0.113.95')).headers.get('set-cookie')!
  expect(overHttp).toMatch(/^payload-token=/)
  expect(overHttp).toMatch(/; HttpOnly/i)
  expect(overHttp).toMatch(/; SameSite=Lax/i)
  expect(overHttp).not.toMatch(/; Secure/i)

  const overHttps = (await login(site.b, 'tom.hughes@example.com', 'demo-password')).headers.get('set-cookie')!
  expect(overHttps).toMatch(/; HttpOnly/i)
  expect(overHttps).toMatch(/; SameSite=Lax/i)
  expect(overHttps).toMatch(/; Secure/i)

  // The member site's own sign-in (a server action) sets the same cookie with the same flags.
  const [signInAnswer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/auth'),
    signIn(page, site.b, 'tom.hughes@example.com'),
  ])
  const actionCookie = (await signInAnswer.headerValue('set-cookie')) ?? ''
  expect(actionCookie).toMatch(/payload-token=[^;]+;/)
  expect(actionCookie).toMatch(/HttpOnly/i)
  expect(actionCookie).toMatch(/SameSite=lax/i)
  expect(actionCookie).toMatch(/Secure/i)

  // Google sign-in's state cookie: short-lived, scoped to its callback, same flags.
  const google = await api(site.b, 'GET', '/auth/google')
  expect(google.status).toBe(303)
  const state = google.headers.get('set-cookie')!
  expect(state).toMatch(/^google-oauth-state=/)
  for (const flag of [/HttpOnly/i, /SameSite=lax/i, /Secure/i, /Path=\/auth\/google/]) expect(state).toMatch(flag)
})
