import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'

import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

import { passkeysOfAccount } from './passkeysOfAccount'
import { MAX_PASSKEYS, relyingParty } from './relyingParty'

/**
 * What the browser needs to make a passkey for the signed-in member: a discoverable credential
 * (so signing in needs no e-mail address), this site as its relying party, and the member's
 * passkeys already made, so one device is not registered twice.
 */
export async function passkeyRegistrationOptions({ payload, user }: ActionContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOfAccount(payload, user.id)
  if (existing.length >= MAX_PASSKEYS) throw new AppError('CONFLICT', errorText('tooManyPasskeys', { max: MAX_PASSKEYS }))
  const party = relyingParty()
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.email,
    userDisplayName: name || user.email,
    // The account's id, not its e-mail: a passkey outlives a changed address.
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}
