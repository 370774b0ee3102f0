/**
 * Issue 43, item 3 over real HTTP against the built app: every route that redirects to a return
 * path a visitor supplies answers a relative `Location` on the site, for the finding's paths
 * (`/de//evil.example/x` answered `Location: //evil.example/x` to a signed-in member) and for
 * return paths generated as the vitest property test generates them (tests/shared/redirects). Pages:
 * /auth and /de/auth for a signed-in member, /auth/confirm for a visitor and a confirmed admin;
 * the sign-in form's action, the passkey sign-in and Google's way back; route handlers: POST /language, the one-click unsubscribe link;
 * the proxy's language and admin redirects.
 *
 * Its own server: a mock Google identity provider in its environment (GOOGLE_*).
 */
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from '@playwright/test'
import fc from 'fast-check'
import { OAuth2Server } from 'oauth2-mock-server'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { offSite, returnPaths } from '../../shared/redirects/returnPaths'
import { softAuthenticator } from '../../support/softAuthenticator'
import { actorRequest } from '../http/actors'
import { SERVER_ACTIONS } from '../http/memberSiteActions'
import { type ActionReference, actionResult, encodeArguments, serverActionId } from '../http/serverActions'
import { type AppServer, useAppServer } from '../support/appServer'
import { apiTokenOf } from '../support/secondStep'
import { DEMO_PASSWORD } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

// A mock Google (oauth2-mock-server) on loopback that answers for the demo member, as tests/e2e/memberSite/accounts does.
const google = new OAuth2Server()
const server = useAppServer(async () => {
  await google.issuer.keys.generate('RS256')
  const port = await freePort()
  await google.start(port, '127.0.0.1')
  google.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = {
      sub: 'google-redirects',
      email: 'member@example.com',
      email_verified: true,
      given_name: 'Maria',
      family_name: 'Weber',
    }
  })
  const issuer = `http://127.0.0.1:${port}`
  return {
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  }
})
let app: AppServer
test.beforeAll(() => {
  app = server()
})
test.afterAll(() => google.stop())

/** The finding's paths, then generated ones (a fixed seed: the same requests every run), short enough for a request line. */
const FINDING = [
  '/de//evil.example/x',
  '/en//evil.example/x',
  '/de/%2F/evil.example/x',
  '/de/%5Cevil.example',
  '/de/\\evil.example',
  '/de/\uff0f\uff0fevil\u3002example',
]
const encodable = (text: string) => {
  try {
    return encodeURIComponent(text).length < 4000
  } catch {
    return false // a lone surrogate: no URL carries it
  }
}
const FROMS = [...FINDING, ...fc.sample(returnPaths, { numRuns: 60, seed: 43 }).filter(encodable)]

/** The redirect's location, which must be a relative path on the site. */
function locationOf(response: APIResponse, what: string): string {
  expect([301, 302, 303, 307, 308], `${what}: ${response.status()}`).toContain(response.status())
  const location = response.headers()['location'] ?? ''
  expect(offSite(location), `${what} → ${JSON.stringify(location)}`).toBeNull()
  return location
}

/** A document load of a path of the app (absolute, so that `//host` stays a path of the app's). */
const get = (request: APIRequestContext, path: string) =>
  request.get(`${app.url}${path}`, { maxRedirects: 0, headers: { Accept: 'text/html' } })

test('a signed-in member opening /auth and /de/auth with any return path stays on the site', async ({ request }) => {
  const member = await actorRequest(app.url, await apiTokenOf(request, app.url, 'member@example.com'))
  for (const from of FROMS) {
    for (const prefix of ['', '/de']) {
      const response = await get(member, `${prefix}/auth?from=${encodeURIComponent(from)}`)
      const what = `${prefix}/auth?from=${JSON.stringify(from)}`
      // A member sent back to an admin path stays on /auth, which asks for an admin account.
      if (response.status() === 200) {
        expect(await response.text(), what).toMatch(/The admin panel is for admins only|Der Admin-Bereich ist nur für Administratoren/)
        continue
      }
      const location = locationOf(response, what)
      if (FINDING.includes(from)) expect(location).toBe(prefix || '/')
    }
  }
  await member.dispose()
})

test('/auth/confirm sends a visitor to sign in and a confirmed admin onwards, on the site', async ({ request }) => {
  const visitor = await actorRequest(app.url, null)
  const admin = await actorRequest(app.url, await apiTokenOf(request, app.url, 'admin@example.com'))
  for (const from of FROMS) {
    const path = `/auth/confirm?from=${encodeURIComponent(from)}`
    const signIn = locationOf(await get(visitor, path), `visitor ${path}`)
    expect(signIn).toMatch(/^\/auth\?from=/)
    // Where the sign-in would then lead: its own `from`, through /auth/confirm again.
    locationOf(await get(admin, new URL(signIn, app.url).searchParams.get('from')!), `admin after ${path}`)
    locationOf(await get(admin, path), `admin ${path}`)
    locationOf(await get(admin, `/de${path}`), `admin /de${path}`)
  }
  await visitor.dispose()
  await admin.dispose()
})

test("the sign-in form's action leads to a place on the site", async () => {
  const visitor = await actorRequest(app.url, null)
  for (const from of [...FINDING, ...FROMS.slice(FINDING.length, FINDING.length + 10)]) {
    for (const page of ['/auth', '/de/auth']) {
      const body = encodeArguments([null, { form: { email: 'member@example.com', password: DEMO_PASSWORD, from } }])
      const response = await visitor.post(page, {
        headers: {
          'Next-Action': serverActionId(SERVER_ACTIONS.signIn.file, SERVER_ACTIONS.signIn.name),
          Accept: 'text/x-component',
          ...('data' in body ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
        },
        ...body,
        maxRedirects: 0,
      })
      // React's client is told where to go in x-action-redirect ("<location>;push"), a browser without JavaScript in Location.
      const headers = response.headers()
      const target = headers['x-action-redirect']?.replace(/;(push|replace)$/, '') ?? headers['location']
      expect(target, `sign-in from ${JSON.stringify(from)} on ${page}: ${response.status()}`).toBeTruthy()
      expect(offSite(target!), `sign-in from ${JSON.stringify(from)} → ${JSON.stringify(target)}`).toBeNull()
      if (FINDING.includes(from)) expect(target).toBe(page === '/de/auth' ? '/de' : '/')
    }
  }
  await visitor.dispose()
})

/** A server action over HTTP as React's client calls it, with this request's cookies; the answer and its result. */
async function act(request: APIRequestContext, action: ActionReference, args: unknown[], cookie: string) {
  const body = encodeArguments(args)
  const response = await request.post(action.page, {
    headers: {
      'Next-Action': serverActionId(action.file, action.name),
      Accept: 'text/x-component',
      Cookie: cookie,
      ...('data' in body ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
    },
    ...body,
    maxRedirects: 0,
  })
  const { result } = actionResult(await response.text())
  return { response, data: (result as { data?: { challenge: string } } | undefined)?.data }
}

/** The passkey challenge cookie an answer sets, as a Cookie header's pair. */
const challengeCookie = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.split(';')[0]!)
    .find((pair) => pair.startsWith('passkey-challenge=')) ?? ''

test('the passkey sign-in leads to a place on the site', async ({ request }) => {
  const session = `payload-token=${await apiTokenOf(request, app.url, 'member@example.com')}`
  const browser = await playwrightRequest.newContext({ baseURL: app.url, extraHTTPHeaders: { Origin: app.url } })
  // The member adds a passkey from a software authenticator, as /profile/security does.
  const authenticator = softAuthenticator({ origin: app.url })
  const start = await act(browser, SERVER_ACTIONS.startAddingPasskey, [], session)
  expect(start.data?.challenge, await start.response.text()).toBeTruthy()
  const added = await act(
    browser,
    SERVER_ACTIONS.finishAddingPasskey,
    [authenticator.register(start.data!), 'Redirect test'],
    `${session}; ${challengeCookie(start.response)}`,
  )
  expect(added.response.status()).toBe(200)
  for (const from of [...FINDING, ...FROMS.slice(FINDING.length, FINDING.length + 10)]) {
    for (const page of ['/auth', '/de/auth']) {
      const begun = await act(browser, { ...SERVER_ACTIONS.startPasskeySignIn, page }, [], '')
      const answer = await act(
        browser,
        { ...SERVER_ACTIONS.finishPasskeySignIn, page },
        [authenticator.sign(begun.data!), from],
        challengeCookie(begun.response),
      )
      const target = answer.response.headers()['x-action-redirect']?.replace(/;(push|replace)$/, '')
      expect(target, `passkey sign-in from ${JSON.stringify(from)} on ${page}: ${answer.response.status()}`).toBeTruthy()
      expect(offSite(target!), `passkey sign-in from ${JSON.stringify(from)} → ${JSON.stringify(target)}`).toBeNull()
      if (FINDING.includes(from)) expect(target).toBe(page === '/de/auth' ? '/de' : '/')
    }
  }
  await browser.dispose()
})

test("Google sign-in's way back leads to a place on the site", async () => {
  for (const from of [...FINDING, ...FROMS.slice(FINDING.length, FINDING.length + 10)]) {
    for (const language of ['en', 'de']) {
      // A browser of its own: the state cookie (path /auth/google) goes from the start to the callback.
      const browser = await playwrightRequest.newContext({ extraHTTPHeaders: { Accept: 'text/html' } })
      const start = await browser.get(`${app.url}/auth/google?from=${encodeURIComponent(from)}&language=${language}`, { maxRedirects: 0 })
      expect(start.status(), `/auth/google from ${JSON.stringify(from)}`).toBe(303)
      // The one redirect out of the site: to Google, which sends the browser back to the callback.
      const atGoogle = await browser.get(start.headers()['location']!, { maxRedirects: 0 })
      const callback = atGoogle.headers()['location']!
      expect(new URL(callback).origin).toBe(new URL(app.url).origin)
      const back = await browser.get(callback, { maxRedirects: 0 })
      const location = locationOf(back, `Google sign-in from ${JSON.stringify(from)} (${language})`)
      // The demo member has no language of their own: the page's, where the sign-in started.
      if (FINDING.includes(from)) expect(location).toBe(language === 'de' ? '/de' : '/')
      await browser.dispose()
    }
  }
})

test('the language switcher and the one-click unsubscribe link answer a relative location on the site', async ({ request }) => {
  const member = await actorRequest(app.url, await apiTokenOf(request, app.url, 'member@example.com'))
  for (const path of FROMS) {
    for (const language of ['de', 'en']) {
      const response = await member.post('/language', { form: { language, path }, maxRedirects: 0 })
      locationOf(response, `/language ${language} ${JSON.stringify(path)}`)
    }
    // Without a path field: the Referer, which any page (or another site) sets.
    const referred = await member.post('/language', {
      form: { language: 'de' },
      headers: { Referer: `${app.url}${path.startsWith('/') ? '' : '/'}${encodeURI(path)}` },
      maxRedirects: 0,
    })
    locationOf(referred, `/language Referer ${JSON.stringify(path)}`)
    for (const prefix of ['', '/de']) {
      locationOf(await get(member, `${prefix}/unsubscribe/one-click?token=${encodeURIComponent(path)}`), `${prefix}/unsubscribe/one-click`)
    }
  }
  await member.dispose()
})

test("the proxy's language and admin redirects stay on the site", async () => {
  const visitor = await actorRequest(app.url, null)
  // As written (a request line carries them so), then generated ones with their other characters escaped.
  const written = ['//evil.example/x', '/%2F/evil.example', '/%5Cevil.example', '/%2f%2fevil.example', '/admin/%E3%80', '/.//evil.example']
  const generated = FROMS.slice(FINDING.length, FINDING.length + 30).map((path) => `${path.startsWith('/') ? '' : '/'}${encodeURI(path)}`)
  for (const path of [...written, ...generated]) {
    for (const prefix of ['/en', '/de', '']) {
      const target = `${prefix}${path}`
      const response = await get(visitor, target)
      expect(response.status(), target).toBeLessThan(500)
      if (response.status() >= 300 && response.status() < 400) locationOf(response, target)
    }
  }
  await visitor.dispose()
})
