import crypto from 'node:crypto'
import { Strategy, type Profile } from 'passport-google-oauth20'

import type { Language } from '@/i18n/languages'
import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { User } from '@/payload-types'

import type { AuthErrorCode } from './authErrors'
import { claimUnverifiedAccount } from './claimUnverifiedAccount'
import { googleConfig } from './googleConfig'
import { sameSecret } from '../security/signedToken'

export const GOOGLE_STATE_COOKIE = 'google-oauth-state'

/** A failure is a code of /auth's known messages, never the provider's own text (item 13 of issue 16). */
type Outcome =
  { type: 'redirect'; url: string; state?: string } | { type: 'success'; profile: Profile } | { type: 'fail'; code: AuthErrorCode }

/** Google sign-in refused for a reason /auth names. */
export class GoogleSignInError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code)
  }
}

/** What passport-oauth2 reads from a request; the Next.js request supplies it. */
type StrategyRequest = {
  query: Record<string, string>
  headers: Record<string, string>
  url: string
  state?: string
  expectedState?: string
}

const STATE_REFUSED = 'state-refused'

/**
 * Runs passport-google-oauth20 for one request (the start or the callback) without Express:
 * its redirect, success, fail and error callbacks settle a promise. The OAuth `state` lives
 * in an HTTP-only cookie instead of a server session.
 */
export function runGoogleStrategy(request: Request, expectedState?: string): Promise<Outcome> {
  const config = googleConfig()
  if (!config) return Promise.resolve({ type: 'fail', code: 'google_not_configured' })
  const url = new URL(request.url)
  const req: StrategyRequest = {
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    url: url.pathname + url.search,
    expectedState,
  }
  const stateStore = {
    store(target: StrategyRequest, callback: (error: Error | null, state?: string) => void) {
      target.state = crypto.randomBytes(24).toString('base64url')
      callback(null, target.state)
    },
    verify(target: StrategyRequest, state: string, callback: (error: Error | null, ok: boolean, info?: { message: string }) => void) {
      const ok = sameSecret(target.expectedState ?? '', state)
      callback(null, ok, ok ? undefined : { message: STATE_REFUSED })
    },
  }
  return new Promise((resolve) => {
    const strategy = new Strategy(
      {
        clientID: config.clientID,
        clientSecret: config.clientSecret,
        callbackURL: `${siteUrl()}/auth/google/callback`,
        authorizationURL: config.authorizationURL,
        tokenURL: config.tokenURL,
        userProfileURL: config.userProfileURL,
        store: stateStore as never,
      },
      (_accessToken: string, _refreshToken: string, profile: Profile, done: (error: null, user: Profile) => void) => done(null, profile),
    )
    const handlers = strategy as unknown as {
      redirect: (url: string) => void
      success: (profile: Profile) => void
      fail: (challenge?: { message?: string } | string) => void
      error: (error: Error) => void
    }
    handlers.redirect = (location) => resolve({ type: 'redirect', url: location, state: req.state })
    handlers.success = (profile) => resolve({ type: 'success', profile })
    // The state store's refusal is the only failure with a message of ours; the rest is Google's.
    handlers.fail = (challenge) =>
      resolve({
        type: 'fail',
        code: typeof challenge === 'object' && challenge?.message === STATE_REFUSED ? 'google_state' : 'google_failed',
      })
    handlers.error = () => resolve({ type: 'fail', code: 'google_failed' })
    strategy.authenticate(req as never, { scope: ['openid', 'email', 'profile'] })
  })
}

/**
 * The member for a Google profile: the account already linked to it, else the account with the
 * same e-mail (Google verified it, so the two are the same person: linked, not duplicated),
 * else a new member, verified. An account whose address was never verified may have been made
 * by someone else with a password (pre-hijacking): its password and sessions end before it is
 * linked. Users need a password while e-mail sign-in is on: a random one. A new member keeps the
 * language of the page the sign-in started on, as a password sign-up does.
 */
export async function findOrCreateGoogleMember(
  { payload }: ActionContext<User | null>,
  { profile, language }: { profile: Profile; language?: Language },
): Promise<User> {
  const email = profile.emails?.[0]?.value?.trim().toLowerCase()
  const verified = (profile._json as { email_verified?: boolean | string }).email_verified
  if (!email || !(verified === true || verified === 'true')) {
    throw new GoogleSignInError('google_unverified')
  }
  const linked = await payload.find({
    collection: 'users',
    where: { googleId: { equals: profile.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (linked.docs[0]) return linked.docs[0]
  const sameEmail = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = sameEmail.docs[0]
  if (existing && existing._verified === false) return claimUnverifiedAccount(payload, existing.id, profile.id)
  if (existing) {
    return payload.update({
      collection: 'users',
      id: existing.id,
      data: { googleId: profile.id },
      ...elevated('Google proved the address; nobody writes googleId through the API'),
      depth: 0,
    })
  }
  return payload.create({
    collection: 'users',
    data: {
      email,
      password: crypto.randomBytes(32).toString('hex'),
      googleId: profile.id,
      // Google vouches for the address: no verification e-mail.
      _verified: true,
      firstName: profile.name?.givenName || null,
      lastName: profile.name?.familyName || null,
      role: 'community_user',
      ...(language ? { language } : {}),
    },
    ...elevated('Google proved the address of a new account; creating accounts through the API is for admins'),
    disableVerificationEmail: true,
    depth: 0,
  })
}
