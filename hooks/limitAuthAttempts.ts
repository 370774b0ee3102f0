import type { CollectionBeforeOperationHook } from 'payload'

import { checkRateLimit, rateLimitError } from '../src/lib/rateLimits/rateLimit'
import type { RateLimitedAction } from '../src/lib/rateLimits/rateLimitSettings'
import { clientAddress } from '../src/lib/requests/clientAddress'

const ACTIONS: Partial<Record<string, RateLimitedAction>> = { login: 'signIn', create: 'signUp', forgotPassword: 'passwordReset' }

/**
 * Rate limits on Payload's own sign-in, sign-up and password-reset requests (REST and GraphQL):
 * 429 with a Retry-After. The member site's server actions check the same limits before they
 * call the local API, whose requests carry no client address; an admin creating accounts is
 * not signing up.
 */
export const limitAuthAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const action = ACTIONS[operation]
  if (!action || req.payloadAPI === 'local' || (action === 'signUp' && req.user)) return
  const email = (args as { data?: { email?: unknown } }).data?.email
  const refusal = await checkRateLimit(req.payload, action, {
    address: typeof email === 'string' ? email : null,
    ip: clientAddress(req.headers),
  })
  if (!refusal) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(refusal.retryAfterSeconds))
  throw rateLimitError(refusal)
}
