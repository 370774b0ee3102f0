import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'

import { relyingParty } from './relyingParty'

/**
 * What the browser needs to sign in with a passkey: no list of credentials, so the device offers
 * the passkeys it holds for this site and the account is the one the chosen passkey belongs to
 * (nobody learns whether an address has an account).
 */
export const passkeySignInOptions = (): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'preferred' })
