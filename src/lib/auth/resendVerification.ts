import crypto from 'node:crypto'

import { recipientLanguage } from '@/emails/recipient'
import { verificationEmail } from '@/emails/verification'
import type { ActionContext } from '@/lib/actions/runAction'
import type { User } from '@/payload-types'

import { verifyUrl } from './verifyUrl'

/**
 * Sends a new verification link to an account that still waits for one; the new token replaces
 * the old, so only the newest link works. Addresses without such an account get nothing, and
 * the caller answers the same either way.
 */
export async function resendVerification({ payload }: ActionContext<User | null>, { email }: { email: string }): Promise<void> {
  const address = email.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user || user._verified !== false) return
  const token = crypto.randomBytes(20).toString('hex')
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { _verificationToken: token }, returning: false })
  const message = verificationEmail(verifyUrl(token), recipientLanguage(user))
  await payload.sendEmail({ to: address, ...message })
}
