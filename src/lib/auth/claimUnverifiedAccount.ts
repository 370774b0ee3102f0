import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Google proved the address of an account whose owner never did: whoever set its password may
 * not own the mailbox (pre-hijacking), so the password and every session end, then the account
 * is linked and verified. The real owner keeps the account and can set a password by reset.
 * Written at the database layer: hash, salt and sessions are no fields an update may set.
 * Password first, then sessions: a sign-in between the two cannot add one (it needs the hash).
 */
export async function claimUnverifiedAccount(payload: Payload, id: number, googleId: string): Promise<User> {
  await payload.db.updateOne({
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
  await payload.db.drizzle.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${id}`)
  payload.logger.info({ msg: `Google sign-in claimed unverified account ${id}: its password and sessions were ended` })
  return payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
}
