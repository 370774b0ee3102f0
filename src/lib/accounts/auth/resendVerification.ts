import crypto from 'node:crypto'

import { recipientLanguage } from '@/emails/recipient'
import { verificationEmail } from '@/emails/verification'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { limitMemberMail } from '@/lib/infrastructure/rateLimits/rateLimit'
import { currentClientAddress } from '@/lib/infrastructure/requests/currentClientAddress'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { verifyUrl } from './verifyUrl'

/**
 * Sends a new verification link to an account that still waits for one; the new token replaces
 * the old, so only the newest link works. Addresses without such an account get nothing, and
 * the caller answers the same either way. Its rate limits (verificationEmail, per inbox and per
 * client) are counted first, for every address alike, so a refusal reveals nothing either.
 */
export async function resendVerification({ payload }: ActionContext<User | null>, { email }: { email: string }): Promise<void> {
  const address = email.trim().toLowerCase()
  await limitMemberMail(payload, 'verificationEmail', { address, ip: await currentClientAddress() })
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
  await belowLocalApi(payload, 'replaces the verification token: Payload lets no update set it').updateOne({
    collection: 'users',
    id: user.id,
    data: { _verificationToken: token },
    returning: false,
  })
  const message = verificationEmail(verifyUrl(token), recipientLanguage(user))
  await payload.sendEmail({ to: address, ...message })
}
