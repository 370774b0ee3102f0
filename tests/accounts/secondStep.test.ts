/**
 * The admins' second step (issue 23, item 5) on the server: a password-only session of an admin
 * has a member's rights in REST and GraphQL until it passes a passkey, an authenticator code or a
 * recovery code; setting one up, codes working once, a super admin's audited reset and the
 * command-line break-glass. Real TOTP codes from the stored secret, a software authenticator for
 * passkeys, and a real SMTP server. The browser side is tests/e2e/admin/secondStep.e2e.ts.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { hasAdminRole } from '../../access/roles'
import { withModuleCondition } from '../../scripts/database/runCommand'
import { passkeyRegistrationOptions } from '../../src/lib/accounts/passkeys/passkeyRegistrationOptions'
import { passkeySignInOptions } from '../../src/lib/accounts/passkeys/passkeySignInOptions'
import { registerPasskey } from '../../src/lib/accounts/passkeys/registerPasskey'
import { relyingParty } from '../../src/lib/accounts/passkeys/relyingParty'
import { signInWithPasskey } from '../../src/lib/accounts/passkeys/signInWithPasskey'
import { enableTotp, renewRecoveryCodes } from '../../src/lib/accounts/secondFactor/authenticatorApp'
import {
  confirmWithPasskey,
  confirmWithRecoveryCode,
  confirmWithTotp,
  passkeyConfirmOptions,
} from '../../src/lib/accounts/secondFactor/confirmSecondStep'
import { resetSecondFactorOf } from '../../src/lib/accounts/secondFactor/resetSecondFactor'
import { readSecondFactor } from '../../src/lib/accounts/secondFactor/secondFactorState'
import { newTotpSecret, totpCode } from '../../src/lib/accounts/secondFactor/totp'
import { memberStateFor } from '../../src/lib/platform/memberState/memberStateAnswer'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { mailTo } from '../support/mail'
import { outcomeOf } from '../support/outcome'
import { usePayload } from '../support/payload'
import { rest, tokenOf } from '../support/rest'
import { softAuthenticator } from '../support/softAuthenticator'

const getPayload = usePayload()
let payload: Payload
beforeAll(() => {
  payload = getPayload()
})

const account = (label: string, role: User['role'] = 'admin') =>
  createUser(payload, { email: `${label}-${uniqueTag()}@second-step.example`, role })

/** The request's user as Payload's strategies leave it: with the session the token names (what access functions see). */
async function sessionUserOf(token: string): Promise<User & { _sid: string }> {
  const { body } = await rest('GET', 'users/me', { token })
  const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string
  const user = await payload.findByID({ collection: 'users', id: (body!.user as { id: number }).id, depth: 0, overrideAccess: true })
  return Object.assign(user, { _strategy: 'local-jwt', _sid: sid })
}

/** An admin with an authenticator app, as the seed or the setup leaves one. */
async function adminWithApp(label: string, role: User['role'] = 'admin') {
  const user = await account(label, role)
  const secret = newTotpSecret()
  const token = await tokenOf(payload, user, { passwordOnly: true })
  await enableTotp({ payload, user: await sessionUserOf(token) }, { secret, code: totpCode(secret), userAgent: null })
  return { user, secret }
}

const graphql = async (token: string, query: string) => {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, { totalDocs?: number } | null>; errors?: { message: string }[] }
}

describe('a password-only session of an admin', () => {
  test('has a member’s rights in REST and GraphQL, and the admin panel’s access says no; a confirmed one has an admin’s', async () => {
    const { user, secret } = await adminWithApp('password-only')
    const someoneElse = await account('someone-else', 'community_user')
    const passwordOnly = await tokenOf(payload, user, { passwordOnly: true })

    expect(hasAdminRole(await sessionUserOf(passwordOnly))).toBe(false)
    // Users: an admin reads everyone's account, a member only their own.
    expect((await rest('GET', `users/${someoneElse.id}`, { token: passwordOnly })).status).toBe(404)
    expect((await rest('GET', 'email-outbox?limit=1', { token: passwordOnly })).status).toBe(403)
    expect((await rest('POST', 'tags', { token: passwordOnly, body: { name: `Refused ${uniqueTag()}`, framework: 'other' } })).status).toBe(
      403,
    )
    const access = await rest('GET', 'access', { token: passwordOnly })
    // Payload leaves out a permission that is false.
    expect(access.body?.canAccessAdmin ?? false).toBe(false)
    const others = `{ Users(where: { id: { equals: ${someoneElse.id} } }) { totalDocs } }`
    expect((await graphql(passwordOnly, others)).data?.Users?.totalDocs).toBe(0)

    await confirmWithTotp(
      { payload, user: await sessionUserOf(passwordOnly) },
      { code: totpCode(secret, Date.now() + 30_000), sid: (await sessionUserOf(passwordOnly))._sid },
    )
    expect(hasAdminRole(await sessionUserOf(passwordOnly))).toBe(true)
    expect((await rest('GET', `users/${someoneElse.id}`, { token: passwordOnly })).status).toBe(200)
    expect((await rest('GET', 'email-outbox?limit=1', { token: passwordOnly })).status).toBe(200)
    expect((await rest('GET', 'access', { token: passwordOnly })).body?.canAccessAdmin).toBe(true)
    expect((await graphql(passwordOnly, others)).data?.Users?.totalDocs).toBe(1)
  })

  test("gets member pages rendered for them, whose menu offers the admin panel (and its second step), not a member's shared page", async () => {
    const { user, secret } = await adminWithApp('menu')
    const token = await tokenOf(payload, user, { passwordOnly: true })
    const passwordOnly = await memberStateFor(payload, await sessionUserOf(token), [])
    expect(passwordOnly).toMatchObject({ clearance: 'member', sharesPages: false })
    const member = await account('menu-member', 'community_user')
    const memberToken = await tokenOf(payload, member)
    expect(await memberStateFor(payload, await sessionUserOf(memberToken), [])).toMatchObject({ clearance: 'member', sharesPages: true })
    await confirmWithTotp(
      { payload, user: await sessionUserOf(token) },
      { code: totpCode(secret, Date.now() + 30_000), sid: (await sessionUserOf(token))._sid },
    )
    expect(await memberStateFor(payload, await sessionUserOf(token), [])).toMatchObject({ clearance: 'admin', sharesPages: true })
  })

  test("a passkey sign-in is an admin's at once; a super admin's password-only session is not a super admin's", async () => {
    const user = await account('passkey-admin')
    const authenticator = softAuthenticator({ origin: relyingParty().origin })
    const session = await sessionUserOf(await tokenOf(payload, user, { passwordOnly: true }))
    const options = await passkeyRegistrationOptions({ payload, user: session })
    await registerPasskey(
      { payload, user: session },
      { response: authenticator.register(options), expectedChallenge: options.challenge, userAgent: null },
    )
    const signIn = await passkeySignInOptions()
    const { token } = await signInWithPasskey(payload, {
      response: authenticator.sign(signIn),
      expectedChallenge: signIn.challenge,
      userAgent: null,
    })
    expect(hasAdminRole(await sessionUserOf(token))).toBe(true)
    expect((await rest('GET', 'email-outbox?limit=1', { token })).status).toBe(200)

    const { user: superAdmin } = await adminWithApp('super', 'super_admin')
    const superToken = await tokenOf(payload, superAdmin, { passwordOnly: true })
    const target = await account('target')
    expect((await rest('PATCH', `users/${target.id}`, { token: superToken, body: { role: 'super_admin' } })).status).toBe(403)
  })
})

describe('confirming a session', () => {
  test('an authenticator code works once; a wrong one is refused; a recovery code works once', async () => {
    const { user, secret } = await adminWithApp('codes')
    const firstToken = await tokenOf(payload, user, { passwordOnly: true })
    const secondToken = await tokenOf(payload, user, { passwordOnly: true })
    const first = await sessionUserOf(firstToken)
    const second = await sessionUserOf(secondToken)
    const later = totpCode(secret, Date.now() + 30_000)
    const wrong = String((Number(later) + 1) % 1_000_000).padStart(6, '0')
    expect(await outcomeOf(confirmWithTotp({ payload, user: first }, { code: wrong, sid: first._sid }))).toMatchObject({
      ok: false,
      description: expect.stringContaining('That code is not right.'),
    })
    await confirmWithTotp({ payload, user: first }, { code: later, sid: first._sid })
    expect(hasAdminRole(await sessionUserOf(firstToken))).toBe(true)
    // The same code in another session: used already.
    expect(await outcomeOf(confirmWithTotp({ payload, user: second }, { code: later, sid: second._sid }))).toMatchObject({ ok: false })
    expect(hasAdminRole(await sessionUserOf(secondToken))).toBe(false)

    const { recoveryCodes } = await renewRecoveryCodes({ payload, user: await sessionUserOf(firstToken) })
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const code = recoveryCodes[3]!
    expect(
      await outcomeOf(confirmWithRecoveryCode({ payload, user: second }, { code: ` ${code.toUpperCase()} `, sid: second._sid })),
    ).toEqual({
      ok: true,
      left: 9,
    })
    expect(hasAdminRole(await sessionUserOf(secondToken))).toBe(true)
    const third = await sessionUserOf(await tokenOf(payload, user, { passwordOnly: true }))
    expect(await outcomeOf(confirmWithRecoveryCode({ payload, user: third }, { code, sid: third._sid }))).toMatchObject({ ok: false })
  })

  test("Payload's own rewrite of the account's row (a refresh at the same moment) puts no used code back", async () => {
    const { user, secret } = await adminWithApp('refresh-race')
    const first = await sessionUserOf(await tokenOf(payload, user, { passwordOnly: true }))
    const second = await sessionUserOf(await tokenOf(payload, user, { passwordOnly: true }))
    // A refresh reads the whole row, the code is used meanwhile, then the refresh writes the row back.
    const readByRefresh = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } })
    const code = totpCode(secret, Date.now() + 30_000)
    await confirmWithTotp({ payload, user: first }, { code, sid: first._sid })
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { ...readByRefresh, updatedAt: null }, returning: false })
    expect(await outcomeOf(confirmWithTotp({ payload, user: second }, { code, sid: second._sid }))).toMatchObject({ ok: false })
  })

  test("a passkey confirms only its own account's session", async () => {
    const owner = await account('passkey-owner')
    const other = await account('passkey-other')
    const authenticator = softAuthenticator({ origin: relyingParty().origin })
    const ownerSession = await sessionUserOf(await tokenOf(payload, owner, { passwordOnly: true }))
    const made = await passkeyRegistrationOptions({ payload, user: ownerSession })
    await registerPasskey(
      { payload, user: ownerSession },
      { response: authenticator.register(made), expectedChallenge: made.challenge, userAgent: null },
    )

    const otherSession = await sessionUserOf(await tokenOf(payload, other, { passwordOnly: true }))
    const options = await passkeySignInOptions()
    expect(
      await outcomeOf(
        confirmWithPasskey(
          { payload, user: otherSession },
          { response: authenticator.sign(options), expectedChallenge: options.challenge, sid: otherSession._sid },
        ),
      ),
    ).toMatchObject({ ok: false })
    const later = await sessionUserOf(await tokenOf(payload, owner, { passwordOnly: true }))
    const own = await passkeyConfirmOptions({ payload, user: later })
    expect(own.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId])
    await confirmWithPasskey(
      { payload, user: later },
      { response: authenticator.sign(own), expectedChallenge: own.challenge, sid: later._sid },
    )
    expect(hasAdminRole(await sessionUserOf(await tokenOf(payload, owner, { passwordOnly: true })))).toBe(false)
  })
})

describe('setting the second step up', () => {
  test('the authenticator app turns on with its code: ten recovery codes, the session confirmed, an e-mail; a stolen password adds nothing to it', async () => {
    const user = await account('sets-up')
    const token = await tokenOf(payload, user, { passwordOnly: true })
    const session = await sessionUserOf(token)
    const secret = newTotpSecret()
    expect(await outcomeOf(enableTotp({ payload, user: session }, { secret, code: '000000', userAgent: null }))).toMatchObject({
      ok: false,
    })
    const { recoveryCodes } = await enableTotp({ payload, user: session }, { secret, code: totpCode(secret), userAgent: null })
    expect(recoveryCodes).toHaveLength(10)
    const state = await readSecondFactor(payload, user.id)
    expect(state).toMatchObject({ totpSecret: secret, passkeys: 0 })
    expect(state.recoveryCodes.every((stored) => stored.hash.length === 64 && !recoveryCodes.includes(stored.hash))).toBe(true)
    expect(hasAdminRole(await sessionUserOf(token))).toBe(true)
    await expect.poll(() => mailTo(user.email).map((mail) => mail.subject)).toContain('An authenticator app was set up for your account')

    // Another password-only session (a stolen password) can neither replace the app nor add a passkey.
    const thief = await sessionUserOf(await tokenOf(payload, user, { passwordOnly: true }))
    const other = newTotpSecret()
    expect(await outcomeOf(enableTotp({ payload, user: thief }, { secret: other, code: totpCode(other), userAgent: null }))).toMatchObject({
      ok: false,
      description: expect.stringContaining("Confirm it's you"),
    })
    const authenticator = softAuthenticator({ origin: relyingParty().origin })
    const options = await passkeyRegistrationOptions({ payload, user: thief })
    expect(
      await outcomeOf(
        registerPasskey(
          { payload, user: thief },
          { response: authenticator.register(options), expectedChallenge: options.challenge, userAgent: null },
        ),
      ),
    ).toMatchObject({ ok: false, description: expect.stringContaining("Confirm it's you") })
  })
})

describe('recovery', () => {
  test("a super admin resets another account's second step: passkeys, app and codes gone, signed out everywhere, audited; admins cannot", async () => {
    const { user: target } = await adminWithApp('reset-target')
    const targetToken = await tokenOf(payload, target)
    const { user: superAdmin } = await adminWithApp('resetter', 'super_admin')
    const admin = await account('not-allowed')

    expect((await rest('POST', `users/${target.id}/reset-second-step`, { token: await tokenOf(payload, admin), body: {} })).status).toBe(
      403,
    )
    expect(
      (
        await rest('POST', `users/${target.id}/reset-second-step`, {
          token: await tokenOf(payload, superAdmin, { passwordOnly: true }),
          body: {},
        })
      ).status,
    ).toBe(403)
    const superToken = await tokenOf(payload, superAdmin)
    expect((await rest('POST', `users/${superAdmin.id}/reset-second-step`, { token: superToken, body: {} })).status).toBe(403)
    const reset = await rest('POST', `users/${target.id}/reset-second-step`, { token: superToken, body: {} })
    expect(reset.status).toBe(200)

    expect(await readSecondFactor(payload, target.id)).toMatchObject({ totpSecret: null, passkeys: 0, recoveryCodes: [] })
    expect((await rest('GET', 'users/me', { token: targetToken })).body?.user ?? null).toBeNull()
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentId: { equals: String(target.id) } }, { actorId: { equals: superAdmin.id } }] },
      overrideAccess: true,
    })
    expect(docs.map((entry) => entry.summary)).toContain('Reset the second step (passkeys, authenticator app, recovery codes)')
    expect(await outcomeOf(resetSecondFactorOf({ payload, user: admin }, { userId: target.id }))).toMatchObject({ ok: false })
  })

  test('the break-glass command resets a super admin’s second step and refuses anyone else', { timeout: 120_000 }, async () => {
    const { user: lastSuperAdmin } = await adminWithApp('break-glass', 'super_admin')
    const member = await account('no-glass', 'community_user')
    const run = (email: string) =>
      spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/database/breakGlass.ts', email], {
        encoding: 'utf8',
        env: withModuleCondition(process.env),
        timeout: 100_000,
      })
    const refused = run(member.email)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('is not a super admin here')
    const done = run(lastSuperAdmin.email)
    expect(done.stdout).toContain('was reset')
    expect(done.status).toBe(0)
    expect(await readSecondFactor(payload, lastSuperAdmin.id)).toMatchObject({ totpSecret: null, passkeys: 0 })
  })
})
