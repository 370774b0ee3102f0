/**
 * Passkeys, active sessions and security e-mails (issue 23, item 5) on the server, with a
 * software authenticator (tests/support/softAuthenticator.ts: a real P-256 key, so the server's
 * verification runs unchanged), the REST API and a real SMTP server. The browser's side (Chromium's
 * virtual authenticator) is tests/e2e/memberSite/passkeys.e2e.ts.
 */
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { openChallenge, sealChallenge } from '../../src/lib/accounts/passkeys/passkeyChallenge'
import { passkeyRegistrationOptions } from '../../src/lib/accounts/passkeys/passkeyRegistrationOptions'
import { passkeySignInOptions } from '../../src/lib/accounts/passkeys/passkeySignInOptions'
import { registerPasskey } from '../../src/lib/accounts/passkeys/registerPasskey'
import { relyingParty } from '../../src/lib/accounts/passkeys/relyingParty'
import { removePasskey } from '../../src/lib/accounts/passkeys/removePasskey'
import { renamePasskey } from '../../src/lib/accounts/passkeys/renamePasskey'
import { signInWithPasskey } from '../../src/lib/accounts/passkeys/signInWithPasskey'
import { activeSessions } from '../../src/lib/accounts/sessions/activeSessions'
import { endSessions } from '../../src/lib/accounts/sessions/endSessions'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { mailTo, waitForMail } from '../support/mail'
import { outcomeOf } from '../support/outcome'
import { usePayload } from '../support/payload'
import { rest, tokenOf } from '../support/rest'
import { softAuthenticator } from '../support/softAuthenticator'

const getPayload = usePayload()
let payload: Payload
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0'

beforeAll(() => {
  payload = getPayload()
})

const member = (label: string, role: User['role'] = 'community_user') =>
  createUser(payload, { email: `${label}-${uniqueTag()}@passkeys.example`, role })

/** A passkey made the way the page makes one: options for the member, the authenticator's answer, verified. */
async function addPasskey(user: User, authenticator = softAuthenticator({ origin: relyingParty().origin }), name?: string) {
  const options = await passkeyRegistrationOptions({ payload, user })
  const passkey = await registerPasskey(
    { payload, user },
    { response: authenticator.register(options), expectedChallenge: options.challenge, name, userAgent: CHROME_ON_LINUX },
  )
  return { authenticator, passkey, options }
}

/** The account a session token signs in as, over REST (null when the token is refused). */
async function whoIs(token: string) {
  const { body } = await rest('GET', 'users/me', { token })
  return (body?.user as { id: number } | null | undefined)?.id ?? null
}

describe('passkeys', () => {
  test('a member adds a passkey: kept with a name from the browser, e-mailed to them; the same answer twice is one passkey', async () => {
    const user = await member('adds')
    const { authenticator, passkey, options } = await addPasskey(user)
    expect(passkey.name).toBe('Chrome on Linux')
    expect(options).toMatchObject({ rp: { id: relyingParty().id }, user: { name: user.email }, excludeCredentials: [] })
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' })

    const again = await registerPasskey(
      { payload, user },
      { response: authenticator.register(options), expectedChallenge: options.challenge, userAgent: CHROME_ON_LINUX },
    )
    expect(again.id).toBe(passkey.id)
    expect((await payload.count({ collection: 'passkeys', where: { user: { equals: user.id } } })).totalDocs).toBe(1)

    const [mail] = await waitForMail(user.email)
    expect(mail!.subject).toBe('A passkey was added to your account')
    expect(mail!.text).toContain('“Chrome on Linux”')
    expect(mail!.text).toContain('http://localhost:3000/profile/security')

    // The next passkey's options name this one, so the same device is not registered twice.
    const next = await passkeyRegistrationOptions({ payload, user })
    expect(next.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId])
  })

  test('a registration answer for another challenge, another site or with a broken signature is refused and nothing is kept', async () => {
    const user = await member('refused')
    const options = await passkeyRegistrationOptions({ payload, user })
    const authenticator = softAuthenticator({ origin: relyingParty().origin })
    const elsewhere = softAuthenticator({ origin: 'https://phishing.example' })
    const tries = [
      { response: authenticator.register({ challenge: 'b3RoZXItY2hhbGxlbmdl' }), expectedChallenge: options.challenge },
      { response: elsewhere.register(options), expectedChallenge: options.challenge },
      { response: { ...authenticator.register(options), type: 'password' }, expectedChallenge: options.challenge },
    ]
    for (const attempt of tries) {
      const outcome = await outcomeOf(
        registerPasskey({ payload, user }, { ...attempt, response: attempt.response as never, userAgent: null }),
      )
      expect(outcome).toEqual({ ok: false, description: 'The passkey could not be verified. Please try again.' })
    }
    expect((await payload.count({ collection: 'passkeys', where: { user: { equals: user.id } } })).totalDocs).toBe(0)
  })

  test('signing in with a passkey starts a session of its account, noted as a passkey sign-in; the counter moves on', async () => {
    const user = await member('signs-in')
    const { authenticator, passkey } = await addPasskey(user)
    const options = await passkeySignInOptions()
    expect(options.allowCredentials ?? []).toEqual([])
    const signedIn = await signInWithPasskey(payload, {
      response: authenticator.sign(options),
      expectedChallenge: options.challenge,
      userAgent: FIREFOX_ON_WINDOWS,
    })
    expect(signedIn.user.id).toBe(user.id)
    expect(await whoIs(signedIn.token)).toBe(user.id)

    const sessions = await activeSessions(payload, user)
    expect(sessions).toEqual([expect.objectContaining({ signedInWith: 'passkey', device: 'Firefox on Windows', current: false })])
    const stored = await payload.findByID({ collection: 'passkeys', id: passkey.id, overrideAccess: true, showHiddenFields: true })
    expect(stored.counter).toBe(1)
    expect(stored.lastUsedAt).toBeTruthy()
  })

  test('a sign-in over another challenge, for another site, by an unknown passkey or a copied one (its counter gone back) is refused', async () => {
    const user = await member('sign-in-refused')
    const { authenticator } = await addPasskey(user)
    const fine = await passkeySignInOptions()
    await signInWithPasskey(payload, { response: authenticator.sign(fine), expectedChallenge: fine.challenge, userAgent: null })
    const stranger = softAuthenticator({ origin: relyingParty().origin })

    const refused = async (make: (options: { challenge: string }) => unknown, expected?: string) => {
      const options = await passkeySignInOptions()
      const outcome = await outcomeOf(
        signInWithPasskey(payload, { response: make(options) as never, expectedChallenge: expected ?? options.challenge, userAgent: null }),
      )
      expect(outcome).toMatchObject({ ok: false, description: expect.stringContaining('This passkey is not known here.') })
    }
    await refused((options) => authenticator.sign(options), 'YW5vdGhlci1jaGFsbGVuZ2U')
    await refused((options) => authenticator.sign(options, { origin: 'https://phishing.example' }))
    await refused((options) => stranger.sign(options))
    authenticator.rewind(0)
    await refused((options) => authenticator.sign(options))
    expect((await activeSessions(payload, user)).length).toBe(1)
  })

  test('the challenge cookie holds for its ceremony, its account and five minutes only', () => {
    const secret = payload.secret
    const sealed = sealChallenge(secret, 'register', 'abc', 7, 0)
    expect(openChallenge(secret, 'register', sealed, 7, 60_000)).toBe('abc')
    expect(openChallenge(secret, 'register', sealed, 8, 60_000)).toBeNull()
    expect(openChallenge(secret, 'sign-in', sealed, 7, 60_000)).toBeNull()
    expect(openChallenge(secret, 'register', sealed, 7, 301_000)).toBeNull()
    expect(openChallenge(secret, 'register', `${sealed}x`, 7, 60_000)).toBeNull()
    expect(openChallenge(secret, 'sign-in', sealChallenge(secret, 'sign-in', 'xyz', null, 0), null, 1000)).toBe('xyz')
  })

  test('over REST a member reads, renames and removes their own passkeys only; keys never leave the server; nobody creates one', async () => {
    const owner = await member('rest-owner')
    const other = await member('rest-other')
    const admin = await member('rest-admin', 'admin')
    const { passkey } = await addPasskey(owner)
    const [ownerToken, otherToken, adminToken] = await Promise.all([
      tokenOf(payload, owner),
      tokenOf(payload, other),
      tokenOf(payload, admin),
    ])

    const own = await rest('GET', `passkeys/${passkey.id}`, { token: ownerToken })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ name: 'Chrome on Linux', credentialId: expect.any(String), synced: false })
    for (const secret of ['publicKey', 'counter', 'transports']) expect(own.body).not.toHaveProperty(secret)
    expect((await rest('GET', `passkeys/${passkey.id}`, { token: otherToken })).status).toBe(404)
    expect((await rest('GET', `passkeys/${passkey.id}`, { token: adminToken })).status).toBe(200)

    const forged = { user: other.id, name: 'Forged', credentialId: `forged-${uniqueTag()}`, publicKey: 'AA', counter: 0 }
    expect((await rest('POST', 'passkeys', { token: otherToken, body: forged })).status).toBe(403)
    expect((await rest('POST', 'passkeys', { token: adminToken, body: forged })).status).toBe(403)

    expect((await rest('PATCH', `passkeys/${passkey.id}`, { token: otherToken, body: { name: 'Mine now' } })).status).toBe(403)
    const renamed = await rest('PATCH', `passkeys/${passkey.id}`, { token: ownerToken, body: { name: 'Work laptop' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body?.doc).toMatchObject({ name: 'Work laptop' })
    // Moving a passkey to another account, or forging its key, changes nothing (server-written fields).
    await rest('PATCH', `passkeys/${passkey.id}`, { token: ownerToken, body: { user: other.id, publicKey: 'AA', counter: 0 } })
    const kept = await payload.findByID({ collection: 'passkeys', id: passkey.id, depth: 0, overrideAccess: true, showHiddenFields: true })
    expect(kept).toMatchObject({ user: owner.id, counter: 0 })
    expect(kept.publicKey).not.toBe('AA')
    expect((await rest('DELETE', `passkeys/${passkey.id}`, { token: adminToken })).status).toBe(403)
    expect((await rest('DELETE', `passkeys/${passkey.id}`, { token: ownerToken })).status).toBe(200)
  })
})

describe("the security page's passkey actions", () => {
  test("a member renames and removes their own passkeys only; a super admin's rights over others' do not reach through them", async () => {
    const owner = await member('page-owner')
    const superAdmin = await member('page-super', 'super_admin')
    const { passkey } = await addPasskey(owner)
    const stored = () => payload.db.findOne<{ id: number; name: string }>({ collection: 'passkeys', where: { id: { equals: passkey.id } } })

    for (const user of [superAdmin, await member('page-other')]) {
      expect(await outcomeOf(renamePasskey({ payload, user }, { id: passkey.id, name: 'Mine now' }))).toEqual({
        ok: false,
        description: 'This passkey is not one of yours.',
      })
      // Answered as done, as a second click is; the passkey stays.
      await removePasskey({ payload, user }, { id: passkey.id })
      expect(await stored()).toMatchObject({ name: 'Chrome on Linux' })
    }

    await renamePasskey({ payload, user: owner }, { id: passkey.id, name: 'Work laptop' })
    expect(await stored()).toMatchObject({ name: 'Work laptop' })
    await removePasskey({ payload, user: owner }, { id: passkey.id })
    expect(await stored()).toBeNull()
    await removePasskey({ payload, user: owner }, { id: passkey.id })
  })
})

describe('active sessions', () => {
  test('each sign-in is a session with its browser and method; ending one stops its token, "everywhere" stops them all', async () => {
    const user = await member('sessions')
    const login = () =>
      handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': CHROME_ON_LINUX },
          body: JSON.stringify({ email: user.email, password: 'test-password' }),
        }),
      }).then(async (response) => ((await response.json()) as { token: string }).token)
    const [first, second, third] = [await login(), await login(), await login()]
    const sessions = await activeSessions(payload, user)
    expect(sessions).toHaveLength(3)
    expect(sessions.every((session) => session.signedInWith === 'password' && session.device === 'Chrome on Linux')).toBe(true)

    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string
    expect((await activeSessions(payload, { id: user.id, _sid: sid(second) })).find((session) => session.current)?.id).toBe(sid(second))

    await endSessions(payload, user, { sessionId: sid(first) })
    expect(await whoIs(first)).toBeNull()
    expect(await whoIs(second)).toBe(user.id)
    await endSessions(payload, user, { sessionId: sid(first) })
    expect(await activeSessions(payload, user)).toHaveLength(2)

    await endSessions(payload, user, 'everywhere')
    expect(await whoIs(second)).toBeNull()
    expect(await whoIs(third)).toBeNull()
    expect(await activeSessions(payload, user)).toEqual([])
  })
})

describe('security e-mails', () => {
  test('a changed password is e-mailed to the account, whoever changed it; a profile save without one is not', async () => {
    const user = await member('password')
    const token = await tokenOf(payload, user)
    expect((await rest('PATCH', `users/${user.id}`, { token, body: { jobRole: 'Engineer' } })).status).toBe(200)
    expect((await rest('PATCH', `users/${user.id}`, { token, body: { password: 'a-new-password' } })).status).toBe(200)
    const [mail] = await waitForMail(user.email)
    expect(mail!.subject).toBe('Your password was changed')
    expect(mail!.text).toContain('If it was not, sign out everywhere')
  })

  test('a password reset through the e-mailed link is e-mailed too', async () => {
    const user = await member('reset')
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    await payload.resetPassword({ collection: 'users', data: { token, password: 'reset-password' }, overrideAccess: true })
    await expect.poll(() => mailTo(user.email).map((mail) => mail.subject)).toContain('Your password was changed')
  })

  test("an admin's sign-in is e-mailed to them with the browser; a member's is not", async () => {
    const admin = await member('admin-sign-in', 'admin')
    const user = await member('member-sign-in')
    await tokenOf(payload, admin)
    await tokenOf(payload, user)
    const [mail] = await waitForMail(admin.email)
    expect(mail!.subject).toBe('New sign-in to your admin account')
    expect(mail!.text).toContain('with its password')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailTo(user.email)).toEqual([])
  })

  test('German members get them in German', async () => {
    const user = await member('deutsch')
    await payload.update({ collection: 'users', id: user.id, data: { language: 'de' } })
    await addPasskey({ ...user, language: 'de' }, undefined, 'Arbeitslaptop')
    const [mail] = await waitForMail(user.email)
    expect(mail!.subject).toBe('Ein Passkey wurde Ihrem Konto hinzugefügt')
    expect(mail!.text).toContain('http://localhost:3000/de/profile/security')
  })
})
