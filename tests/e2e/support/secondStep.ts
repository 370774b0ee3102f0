import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sealAuthenticatorSecret } from '../../../src/lib/accounts/secondFactor/authenticatorSecrets'
import { totpCode } from '../../../src/lib/accounts/secondFactor/totp'
import { sealingKeys } from '../../../src/lib/infrastructure/secrets/sealedText'

/**
 * The demo admins' authenticator key in every browser-test server (startApp passes it to the seed
 * as DEMO_TOTP_SECRET): the tests type its codes as an admin types their app's.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
export const DEMO_ADMINS = ['admin@example.com', 'superadmin@example.com']

/**
 * The keys the app server in `dataDir` seals with: its PAYLOAD_SECRET (the run's, or the one the
 * launcher made under DATA_DIR for the embedded database) unless SECRETS_KEY is set.
 */
export function serverSealingKeys(dataDir: string) {
  const secretFile = path.join(dataDir, 'payload-secret')
  const payloadSecret = process.env.PAYLOAD_SECRET || fs.readFileSync(secretFile, 'utf8').trim()
  return sealingKeys({ ...process.env, PAYLOAD_SECRET: payloadSecret })
}

/**
 * An account gets an authenticator app with the demo key, written where the server keeps it
 * (collections/SecondSteps.ts), sealed with the server's key as the server seals it: only the
 * server writes one, so tests put it in the database, as the seed gives the demo admins theirs.
 * `query` runs SQL on the app's database; `dataDir` is the server's.
 */
export async function giveAuthenticatorApp(query: (text: string, values: unknown[]) => Promise<unknown>, email: string, dataDir: string) {
  await query('INSERT INTO second_steps (user_id, totp_secret, totp_enabled_at) SELECT id, $1, now() FROM users WHERE email = $2', [
    sealAuthenticatorSecret(DEMO_TOTP_SECRET, serverSealingKeys(dataDir)),
    email,
  ])
}

const STEP_MS = 30_000

/**
 * The last time step used per site and account, kept where every worker process of the run sees
 * it: a worker slot's shared server outlives the worker process that signed an admin in (a new
 * process takes the slot for the next project or after a failure), and a step the last process
 * spent is refused as a replay ("That code is not right"). In memory when no run folder is set.
 */
const stepsInMemory = new Map<string, number>()
const stepFile = (key: string) =>
  process.env.E2E_SHARED_DIR
    ? path.join(process.env.E2E_SHARED_DIR, `totp-step-${crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)}`)
    : undefined
function lastStepOf(key: string): number | undefined {
  const file = stepFile(key)
  if (!file) return stepsInMemory.get(key)
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : undefined
}
function spendStep(key: string, step: number) {
  const file = stepFile(key)
  if (file) fs.writeFileSync(file, String(step))
  else stepsInMemory.set(key, step)
}

/**
 * The next code the server takes for this account on this site: a code works once, so each call
 * gives a later time step than the last (the server accepts this step and the next); when both are
 * used it waits for the next step, as a person waits for their app's next code.
 */
export async function nextTotpCode(site: string, email: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  // One server answers at localhost and 127.0.0.1: the same account's codes.
  const key = `${site.replace('127.0.0.1', 'localhost')} ${email}`
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS)
    const step = Math.max((lastStepOf(key) ?? -Infinity) + 1, now)
    if (step <= now + 1) {
      spendStep(key, step)
      return totpCode(secret, step * STEP_MS)
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 50))
  }
}

/** Types a code into /auth/confirm's authenticator field and confirms (by id: the page may be German). */
export async function typeAuthenticatorCode(page: Page, code: string) {
  await page.locator('#confirm-app-code').fill(code)
  await page.locator('form:has(#confirm-app-code) button[type="submit"]').click()
}

export const isDemoAdmin = (email: string) => DEMO_ADMINS.includes(email.toLowerCase())

/**
 * An admin's password-only session in this page passes the second step on /auth/confirm with the
 * authenticator code, and goes on to `from` (the admin panel unless given).
 */
export async function confirmInBrowser(page: Page, site: string, email: string, from = '/admin') {
  await page.goto(`${site}/auth/confirm?from=${encodeURIComponent(from)}`)
  if (!new URL(page.url()).pathname.endsWith('/auth/confirm')) return
  await typeAuthenticatorCode(page, await nextTotpCode(site, email))
  await expect(page).not.toHaveURL(/\/auth\/confirm/)
}

/**
 * An admin without a second step sets up an authenticator app on /auth/confirm, as a person
 * does (the key typed instead of the QR code), saves the recovery codes and goes on to `from`.
 */
export async function setUpAuthenticatorApp(page: Page, site: string, email: string, from: string) {
  await page.goto(`${site}/auth/confirm?from=${encodeURIComponent(from)}`)
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const secret = (await page.locator('form:has(#totp-setup-code) code').textContent())!.trim()
  await page.locator('#totp-setup-code').fill(await nextTotpCode(site, email, secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page).not.toHaveURL(/\/auth\/confirm/)
}

/** The same over the API: POST /api/users/confirm-session with the code, as this request context's session (cookie or `headers`). */
export async function confirmOverApi(request: APIRequestContext, site: string, email: string, headers: Record<string, string> = {}) {
  const response = await request.post(`${site}/api/users/confirm-session`, { data: { code: await nextTotpCode(site, email) }, headers })
  if (response.status() !== 200) throw new Error(`Confirming ${email}'s session: ${response.status()} ${await response.text()}`)
}

const apiTokens = new Map<string, Promise<string>>()

/**
 * A session token of a demo account over the REST API (`POST /api/users/login`), an admin's
 * confirmed with the authenticator code; one per site and account for the test file's process,
 * since each sign-in of an admin spends a code.
 */
export function apiTokenOf(request: APIRequestContext, site: string, email: string, password = 'demo-password'): Promise<string> {
  const key = `${site} ${email}`
  if (!apiTokens.has(key)) {
    apiTokens.set(
      key,
      (async () => {
        const login = await request.post(`${site}/api/users/login`, { data: { email, password } })
        if (login.status() !== 200) throw new Error(`Signing ${email} in: ${login.status()} ${await login.text()}`)
        const token = (await login.json()).token as string
        if (isDemoAdmin(email)) await confirmOverApi(request, site, email, { Authorization: `JWT ${token}` })
        return token
      })().catch((error) => {
        apiTokens.delete(key)
        throw error
      }),
    )
  }
  return apiTokens.get(key)!
}
