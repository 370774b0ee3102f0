import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import {
  resealAuthenticatorSecrets,
  unsealAuthenticatorSecrets,
} from '../src/lib/accounts/secondFactor/authenticatorSecrets'

/**
 * Issue 46, item 5: authenticator apps' keys are stored sealed (AES-256-GCM, a key derived from
 * SECRETS_KEY or PAYLOAD_SECRET: src/lib/infrastructure/secrets/sealedText.ts), so a dump or a
 * backup holds none in the clear. Data only, no schema change (no snapshot of its own): the
 * column stays text. Down opens them again with the configured key.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await resealAuthenticatorSecrets(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await unsealAuthenticatorSecrets(db)
}
