import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { checkRateLimit, throwRefusal } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { RateLimitedAction } from '@/lib/infrastructure/rateLimits/rateLimitSettings'
import { checkSignInDelay, clearSignInFailures } from '@/lib/infrastructure/rateLimits/signInDelays'
import { clientAddress } from '@/lib/infrastructure/requests/clientAddress'

const ACTIONS: Partial<Record<string, RateLimitedAction>> = { login: 'signIn', create: 'signUp', forgotPassword: 'passwordReset' }

/**
 * Rate limits on Payload's own sign-in, sign-up and password-reset requests (REST and GraphQL):
 * 429 with a Retry-After. Sign-in also waits out the growing delay after failed attempts for
 * its address (signInDelays.ts). The member site's server actions check the same limits before
 * they call the local API, whose requests carry no client address; an admin creating accounts
 * is not signing up.
 */
export const limitAuthAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const action = ACTIONS[operation]
  if (!action || req.payloadAPI === 'local' || (action === 'signUp' && req.user)) return
  const email = (args as { data?: { email?: unknown } }).data?.email
  const address = typeof email === 'string' ? email : null
  const ip = clientAddress(req.headers)
  const refusal =
    (await checkRateLimit(req.payload, action, { address, ip })) ??
    (action === 'signIn' && address ? await checkSignInDelay(req.payload, address, ip) : null)
  if (refusal) throwRefusal(refusal, req)
}

/** A right password over REST or GraphQL takes back the failure counted in advance above. */
export const clearSignInFailuresAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return
  await clearSignInFailures(req.payload, String(user.email), clientAddress(req.headers))
}
