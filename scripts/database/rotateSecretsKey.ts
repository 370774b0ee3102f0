/**
 * `npm run secrets:rotate`: seals every stored authenticator key again with the current key
 * (SECRETS_KEY, or PAYLOAD_SECRET when that is not set). To change the key: set the new
 * SECRETS_KEY and put the old one (or the old PAYLOAD_SECRET) in SECRETS_KEY_PREVIOUS on every
 * instance, restart them, run this once, then drop SECRETS_KEY_PREVIOUS. docs/deploy.md, Secrets.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { closePayload } from './closePayload'
import { resealAuthenticatorSecrets } from '../../src/lib/accounts/secondFactor/authenticatorSecrets'
import { belowLocalApi } from '../../src/lib/infrastructure/database/belowLocalApi'
import { sealingKeys } from '../../src/lib/infrastructure/secrets/sealedText'

const payload = await getPayload({ config })
try {
  const keys = sealingKeys()
  const { resealed, stored } = await resealAuthenticatorSecrets(
    belowLocalApi(payload, 'every stored authenticator key sealed again in SQL, page by page, compared on its old value').drizzle,
    keys,
  )
  console.log(`Authenticator keys: ${stored} stored, ${resealed} sealed again with key ${keys.current.id}.`)
  if (keys.previous.length > 0) console.log('Every key now opens with the current one: SECRETS_KEY_PREVIOUS can be removed.')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
await closePayload(payload)
process.exit(process.exitCode ?? 0)
