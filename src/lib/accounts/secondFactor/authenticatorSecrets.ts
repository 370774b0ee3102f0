import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import { isSealed, type SealingKeys, sealedWith, sealingKeys, seal, unseal } from '@/lib/infrastructure/secrets/sealedText'

/**
 * An authenticator app's key is stored sealed (src/lib/infrastructure/secrets/sealedText.ts): a
 * dump or a backup of the database holds no key a thief could generate codes from. Sealed here,
 * on the way into second_steps (secondFactorState.ts), and opened on the way out.
 */
const PURPOSE = 'authenticator secret'

export const sealAuthenticatorSecret = (plain: string, keys?: SealingKeys) => seal(plain, PURPOSE, keys)
export const openAuthenticatorSecret = (stored: string, keys?: SealingKeys) => unseal(stored, PURPOSE, keys)

/** What runs SQL: Payload's drizzle, or a migration's transaction. */
type Executor = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/** Rows per statement: the table is read in pages by id, never whole. */
const PAGE = 200

type Row = { id: number; totp_secret: string }

async function eachStoredSecret(db: Executor, visit: (row: Row) => Promise<void>) {
  for (let after = 0; ;) {
    const { rows } = await db.execute(
      sql`SELECT id, totp_secret FROM second_steps WHERE totp_secret IS NOT NULL AND id > ${after} ORDER BY id LIMIT ${PAGE}`,
    )
    for (const row of rows as Row[]) await visit(row)
    if (rows.length < PAGE) return
    after = (rows[rows.length - 1] as Row).id
  }
}

/** Replaces one stored value, only if nobody changed it meanwhile (a member setting up a new app). */
const replace = (db: Executor, row: Row, value: string) =>
  db.execute(sql`UPDATE second_steps SET totp_secret = ${value} WHERE id = ${row.id} AND totp_secret = ${row.totp_secret}`)

/**
 * Seals every stored key that is not sealed with the current key: those from before sealing (the
 * migration) and those under an earlier key (`npm run secrets:rotate`). Answers how many changed.
 */
export async function resealAuthenticatorSecrets(
  db: Executor,
  keys: SealingKeys = sealingKeys(),
): Promise<{ resealed: number; stored: number }> {
  let resealed = 0
  let stored = 0
  await eachStoredSecret(db, async (row) => {
    stored++
    if (sealedWith(row.totp_secret) === keys.current.id) return
    const plain = isSealed(row.totp_secret) ? openAuthenticatorSecret(row.totp_secret, keys) : row.totp_secret
    await replace(db, row, sealAuthenticatorSecret(plain, keys))
    resealed++
  })
  return { resealed, stored }
}

/** The migration's way back: every stored key in the clear again, as before sealing. */
export async function unsealAuthenticatorSecrets(db: Executor, keys: SealingKeys = sealingKeys()): Promise<void> {
  await eachStoredSecret(db, async (row) => {
    if (isSealed(row.totp_secret)) await replace(db, row, openAuthenticatorSecret(row.totp_secret, keys))
  })
}
