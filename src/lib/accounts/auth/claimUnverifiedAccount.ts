import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { User } from '@/payload-types'

/**
 * Google proved the address of an account whose owner never did: whoever set its password may
 * not own the mailbox (pre-hijacking), so the password and every session end, then the account
 * is linked and verified. The real owner keeps the account and can set a password by reset.
 * Written at the database layer: hash, salt and sessions are no fields an update may set.
 * Password first, then sessions: a sign-in between the two cannot add one (it needs the hash).
 */
export async function claimUnverifiedAccount(payload: Payload, id: number, googleId: string): Promise<User> {
  await belowLocalApi(payload, 'ends the password and verifies the account: Payload lets no update set hash, salt or token').updateOne({
    collection: 'users',
    id,
    data: {
      hash: null,
      salt: null,
      googleId,
      _verified: true,
      _verificationToken: null,
      updatedAt: new Date().toISOString(),
    },
    returning: false,
  })
  await belowLocalApi(payload, 'ends every session: Payload’s own session rows, which its API cannot delete').drizzle.execute(
    sql`DELETE FROM users_sessions WHERE _parent_id = ${id}`,
  )
  payload.logger.info({ msg: `Google sign-in claimed unverified account ${id}: its password and sessions were ended` })
  return payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
}
