/**
 * Authenticator keys at rest (issue 46, item 5): stored sealed (AES-256-GCM, a key derived from
 * SECRETS_KEY or PAYLOAD_SECRET), opened only by the server; an earlier key still opens what it
 * sealed while SECRETS_KEY_PREVIOUS names it, and `npm run secrets:rotate` seals everything again
 * with the current one; the migration seals keys stored before, and its down opens them.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

import { withModuleCondition } from '../../scripts/database/runCommand'
import {
  openAuthenticatorSecret,
  resealAuthenticatorSecrets,
  sealAuthenticatorSecret,
  unsealAuthenticatorSecrets,
} from '../../src/lib/accounts/secondFactor/authenticatorSecrets'
import { changeSecondFactor, readSecondFactor } from '../../src/lib/accounts/secondFactor/secondFactorState'
import { newTotpSecret } from '../../src/lib/accounts/secondFactor/totp'
import { belowLocalApi } from '../../src/lib/infrastructure/database/belowLocalApi'
import { SealedTextError, seal, sealingKeys, unseal } from '../../src/lib/infrastructure/secrets/sealedText'
import { createUser } from '../support/actors'
import { usePayload } from '../support/payload'

const payload = usePayload()
const db = () => belowLocalApi(payload(), 'the test reads and writes the stored column as a dump would show it').drizzle

const storedSecretOf = async (userId: number) => {
  const { rows } = await db().execute(sql`SELECT totp_secret FROM second_steps WHERE user_id = ${userId}`)
  return (rows[0] as { totp_secret: string | null } | undefined)?.totp_secret ?? null
}

async function accountWithApp(secret = newTotpSecret()) {
  const user = await createUser(payload(), { email: `sealed-${crypto.randomUUID()}@example.com` })
  const state = await readSecondFactor(payload(), user.id)
  expect(await changeSecondFactor(payload(), user.id, state, { totpSecret: secret, totpEnabledAt: new Date() })).toBe(true)
  return { user, secret }
}

describe('sealed authenticator keys', () => {
  test('the server stores the key sealed and reads it back opened', async () => {
    const { user, secret } = await accountWithApp()
    const stored = await storedSecretOf(user.id)
    expect(stored).toMatch(/^sealed:v1:[0-9a-f]{8}:[\w-]{16}:[\w-]+$/)
    expect(stored).not.toContain(secret)
    expect((await readSecondFactor(payload(), user.id)).totpSecret).toBe(secret)
  })

  test('a sealed value does not open for another purpose, changed, or under another key; each refusal says why', () => {
    const keys = sealingKeys({ SECRETS_KEY: 'one key' })
    const sealed = seal('JBSWY3DPEHPK3PXP', 'authenticator secret', keys)
    expect(unseal(sealed, 'authenticator secret', keys)).toBe('JBSWY3DPEHPK3PXP')
    expect(() => unseal(sealed, 'something else', keys)).toThrow(/does not open with key/)
    // One bit of the ciphertext flipped (decoded, so base64's padding bits cannot hide it).
    const parts = sealed.split(':')
    const bytes = Buffer.from(parts[4]!, 'base64url')
    bytes[0] = bytes[0]! ^ 1
    const flipped = [...parts.slice(0, 4), bytes.toString('base64url')].join(':')
    expect(flipped).not.toBe(sealed)
    expect(() => unseal(flipped, 'authenticator secret', keys)).toThrow(SealedTextError)
    expect(() => unseal(sealed, 'authenticator secret', sealingKeys({ SECRETS_KEY: 'another key' }))).toThrow(
      /not configured: set SECRETS_KEY_PREVIOUS/,
    )
    expect(() => unseal('JBSWY3DPEHPK3PXP', 'authenticator secret', keys)).toThrow(/unsealed or malformed/)
    expect(() => unseal(`${sealed}${'A'.repeat(2000)}`, 'authenticator secret', keys)).toThrow(/unsealed or malformed/)
  })

  test('a new key: the old one still opens while named as previous, and npm run secrets:rotate seals those keys again with the current one', async () => {
    // An account whose key an earlier SECRETS_KEY sealed; the configured key is the current one.
    // (Rows sealed with the current key are left alone, so the other files' accounts are untouched.)
    const { user, secret } = await accountWithApp()
    const earlierMaterial = `earlier-${crypto.randomUUID()}`
    const earlier = sealingKeys({ SECRETS_KEY: earlierMaterial })
    await db().execute(sql`UPDATE second_steps SET totp_secret = ${sealAuthenticatorSecret(secret, earlier)} WHERE user_id = ${user.id}`)
    const underEarlier = (await storedSecretOf(user.id))!
    expect(() => openAuthenticatorSecret(underEarlier)).toThrow(/not configured: set SECRETS_KEY_PREVIOUS/)

    const configured = sealingKeys()
    expect(openAuthenticatorSecret(underEarlier, { current: configured.current, previous: [earlier.current] })).toBe(secret)
    // npm run secrets:rotate, with the earlier key named as previous.
    const rotation = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/database/rotateSecretsKey.ts'], {
      encoding: 'utf8',
      env: withModuleCondition({ ...process.env, SECRETS_KEY_PREVIOUS: earlierMaterial }),
      timeout: 100_000,
    })
    expect(rotation.status, rotation.stderr).toBe(0)
    expect(rotation.stdout).toMatch(
      new RegExp(`Authenticator keys: \\d+ stored, [1-9]\\d* sealed again with key ${configured.current.id}\\.`),
    )
    expect(rotation.stdout).toContain('SECRETS_KEY_PREVIOUS can be removed')
    expect(await storedSecretOf(user.id)).toContain(`sealed:v1:${configured.current.id}:`)
    // The earlier key is no longer needed.
    expect((await readSecondFactor(payload(), user.id)).totpSecret).toBe(secret)
  })

  test('the migration seals keys stored in the clear, and its down opens every key again', async () => {
    const { user, secret } = await accountWithApp()
    await db().execute(sql`UPDATE second_steps SET totp_secret = ${secret} WHERE user_id = ${user.id}`)
    await resealAuthenticatorSecrets(db())
    const stored = (await storedSecretOf(user.id))!
    expect(stored).toMatch(/^sealed:v1:/)
    expect(openAuthenticatorSecret(stored)).toBe(secret)
    // Sealing the same key twice gives two values (a fresh IV each time).
    expect(sealAuthenticatorSecret(secret)).not.toBe(sealAuthenticatorSecret(secret))
    // Down, in a transaction rolled back: the other files' accounts stay sealed.
    const opened = await db()
      .transaction(async (transaction) => {
        await unsealAuthenticatorSecrets(transaction)
        const { rows } = await transaction.execute(sql`SELECT totp_secret FROM second_steps WHERE totp_secret IS NOT NULL`)
        throw Object.assign(new Error('roll back'), { rows: rows as { totp_secret: string }[] })
      })
      .catch((error: { rows?: { totp_secret: string }[] }) => error.rows ?? [])
    expect(opened.length).toBeGreaterThan(0)
    expect(opened.filter((row) => row.totp_secret.startsWith('sealed:'))).toEqual([])
    expect(opened.map((row) => row.totp_secret)).toContain(secret)
    expect(await storedSecretOf(user.id)).toBe(stored)
  })
})
