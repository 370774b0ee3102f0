import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { SecondStep } from '@/payload-types'

import { openAuthenticatorSecret, sealAuthenticatorSecret } from './authenticatorSecrets'
import type { StoredRecoveryCode } from './recoveryCodes'

/** An account's second step as the server reads it (never through the API: collections/SecondSteps.ts is closed to every request). */
export type SecondFactorState = {
  /** The authenticator app's key, opened (it is stored sealed: authenticatorSecrets.ts). */
  totpSecret: string | null
  totpEnabledAt: string | null
  totpLastStep: number | null
  recoveryCodes: StoredRecoveryCode[]
  /** Bumped by every change below, so two changes at once cannot both use the same code. */
  version: number
  passkeys: number
}

export async function readSecondFactor(payload: Payload, userId: number): Promise<SecondFactorState> {
  const [stored, passkeys] = await Promise.all([
    belowLocalApi(payload, 'the second step as stored, with its version, for the compare-and-set change below').findOne<SecondStep>({
      collection: 'second-steps',
      where: { user: { equals: userId } },
    }),
    payload.count({ collection: 'passkeys', where: { user: { equals: userId } }, overrideAccess: true }),
  ])
  return {
    totpSecret: stored?.totpSecret ? openAuthenticatorSecret(stored.totpSecret) : null,
    totpEnabledAt: stored?.totpEnabledAt ?? null,
    totpLastStep: stored?.totpLastStep ?? null,
    recoveryCodes: Array.isArray(stored?.recoveryCodes) ? (stored.recoveryCodes as StoredRecoveryCode[]) : [],
    version: stored?.version ?? 0,
    passkeys: passkeys.totalDocs,
  }
}

/** Whether the account has a second step at all (a passkey or an authenticator app). */
export const hasSecondStep = (state: SecondFactorState) => state.passkeys > 0 || Boolean(state.totpSecret)

type Change = Partial<{
  totpSecret: string | null
  totpEnabledAt: Date | null
  totpLastStep: number | null
  recoveryCodes: StoredRecoveryCode[] | null
}>

/**
 * Writes a change of the second step if nobody changed it since `state` was read (one UPDATE,
 * compared on the version): a code used twice at once works once. False when another change won.
 * An account's first change makes its row (version 0; the unique user makes a second insert a no-op).
 */
export async function changeSecondFactor(payload: Payload, userId: number, state: SecondFactorState, change: Change): Promise<boolean> {
  const secondSteps = belowLocalApi(payload, 'the second_steps table for drizzle: its writes below are SQL, compared on the version').tables
    .second_steps
  if (state.version === 0) {
    await belowLocalApi(payload, 'makes the account’s row once: INSERT ON CONFLICT DO NOTHING, so two first changes make one')
      .drizzle.insert(secondSteps)
      .values({ user: userId, version: 0 })
      .onConflictDoNothing({ target: secondSteps.user })
  }
  const updated = await belowLocalApi(payload, 'an atomic change: one UPDATE compared on the version, so a code used twice works once')
    .drizzle.update(secondSteps)
    .set({
      ...change,
      ...(change.totpSecret && { totpSecret: sealAuthenticatorSecret(change.totpSecret) }),
      version: state.version + 1,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(secondSteps.user, userId), eq(secondSteps.version, state.version)))
    .returning({ id: secondSteps.id })
  return updated.length === 1
}
