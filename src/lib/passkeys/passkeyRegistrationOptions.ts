import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'

import type { ActionContext } from '@/lib/actions/runAction'
import { AppError } from '@/lib/errors/appError'
import { errorText } from '@/lib/errors/errorText'

import { MAX_PASSKEYS, relyingParty } from './relyingParty'

/**
 * What the browser needs to make a passkey for the signed-in member: a discoverable credential
 * (so signing in needs no e-mail address), this site as its relying party, and the member's
 * passkeys already made, so one device is not registered twice.
 */
export async function passkeyRegistrationOptions({ payload, user }: ActionContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await payload.find({
    collection: 'passkeys',
    where: { user: { equals: user.id } },
    select: { credentialId: true, transports: true },
    limit: MAX_PASSKEYS,
    depth: 0,
    // The member's own rows; transports are hidden from every request, read by the server alone.
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (existing.totalDocs >= MAX_PASSKEYS) throw new AppError('CONFLICT', errorText('tooManyPasskeys', { max: MAX_PASSKEYS }))
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
    excludeCredentials: existing.docs.map((passkey) => ({
      id: passkey.credentialId,
      transports: Array.isArray(passkey.transports) ? (passkey.transports as string[]) : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}
