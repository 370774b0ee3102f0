import type { PublicKeyCredentialDescriptorJSON } from '@simplewebauthn/server'
import type { Payload } from 'payload'

import { MAX_PASSKEYS } from './relyingParty'

/** A passkey as a WebAuthn ceremony names it to the browser. */
export type PasskeyDescriptor = Pick<PublicKeyCredentialDescriptorJSON, 'id' | 'transports'>

/**
 * The account's passkeys as registration (to exclude) and the second step (to allow) list them;
 * transports are hidden from every request and read by the server alone.
 */
export async function passkeysOfAccount(payload: Payload, userId: number): Promise<PasskeyDescriptor[]> {
  const own = await payload.find({
    collection: 'passkeys',
    where: { user: { equals: userId } },
    select: { credentialId: true, transports: true },
    limit: MAX_PASSKEYS,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return own.docs.map((passkey) => ({
    id: passkey.credentialId,
    transports: Array.isArray(passkey.transports) ? (passkey.transports as PasskeyDescriptor['transports']) : undefined,
  }))
}
