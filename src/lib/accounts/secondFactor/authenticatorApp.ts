import QRCode from 'qrcode'

import { sendSecurityEmail } from '@/lib/accounts/security/sendSecurityEmail'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'
import { sessionPassedSecondStep } from '@access/roles'

import { confirmSession } from './confirmSession'
import { newRecoveryCodes } from './recoveryCodes'
import { changeSecondFactor, hasSecondStep, readSecondFactor } from './secondFactorState'
import { newTotpSecret, totpAddress, totpStepOf } from './totp'

/** The request's session, as Payload's strategies leave it on the user. */
type SessionUser = User & { _sid?: string }

/** An account that has a second step changes it only from a session that passed it: a stolen password alone adds nothing. */
async function requireSecondStepPassed({ payload, user }: ActionContext) {
  const state = await readSecondFactor(payload, user.id)
  if (hasSecondStep(state) && !sessionPassedSecondStep(user)) throw new AppError('FORBIDDEN', errorText('confirmSecondStepFirst'))
  return state
}

/** A new secret for the member's authenticator app, with the address and QR code (SVG) it scans; nothing is stored until a code from the app proves it. */
export async function startTotpEnrolment(context: ActionContext): Promise<{ secret: string; address: string; qrSvg: string }> {
  await requireSecondStepPassed(context)
  const secret = newTotpSecret()
  const address = totpAddress(secret, context.user.email)
  return { secret, address, qrSvg: await QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) }
}

/**
 * Turns the authenticator app on once it shows the right code for the new secret: the secret is
 * kept, ten recovery codes are made (returned once, stored as hashes) and the session is
 * confirmed with it. The account's e-mail is told.
 */
export async function enableTotp(
  context: ActionContext,
  { secret, code, userAgent }: { secret: string; code: string; userAgent: string | null },
): Promise<{ recoveryCodes: string[] }> {
  const { payload } = context
  const user = context.user as SessionUser
  const state = await requireSecondStepPassed(context)
  const step = totpStepOf(secret, code, null)
  if (step === null) throw new AppError('INVALID_INPUT', errorText('secondStepWrongCode'))
  const { codes, stored } = newRecoveryCodes(payload.secret)
  const changed = await changeSecondFactor(payload, user.id, state, {
    totpSecret: secret,
    totpEnabledAt: new Date(),
    totpLastStep: step,
    recoveryCodes: stored,
  })
  if (!changed) throw new AppError('CONFLICT', errorText('secondStepChanged'))
  if (user._sid) await confirmSession(payload, { userId: user.id, sid: user._sid }, 'totp')
  void sendSecurityEmail(payload, user, { kind: 'authenticator-added', userAgent })
  return { recoveryCodes: codes }
}

/** New recovery codes (the old ones stop working), from a session that passed the second step. */
export async function renewRecoveryCodes(context: ActionContext): Promise<{ recoveryCodes: string[] }> {
  const state = await readSecondFactor(context.payload, context.user.id)
  if (!hasSecondStep(state)) throw new AppError('CONFLICT', errorText('noSecondStep'))
  if (!sessionPassedSecondStep(context.user)) throw new AppError('FORBIDDEN', errorText('confirmSecondStepFirst'))
  const { codes, stored } = newRecoveryCodes(context.payload.secret)
  if (!(await changeSecondFactor(context.payload, context.user.id, state, { recoveryCodes: stored }))) {
    throw new AppError('CONFLICT', errorText('secondStepChanged'))
  }
  return { recoveryCodes: codes }
}

/** Turns the authenticator app off (a new phone: set it up again), from a session that passed the second step. */
export async function removeTotp(context: ActionContext): Promise<void> {
  const state = await readSecondFactor(context.payload, context.user.id)
  if (!state.totpSecret) return
  if (!sessionPassedSecondStep(context.user)) throw new AppError('FORBIDDEN', errorText('confirmSecondStepFirst'))
  const recoveryCodes = state.passkeys ? state.recoveryCodes : []
  if (
    !(await changeSecondFactor(context.payload, context.user.id, state, {
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodes,
    }))
  ) {
    throw new AppError('CONFLICT', errorText('secondStepChanged'))
  }
}
