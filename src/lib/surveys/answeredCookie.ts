import crypto from 'node:crypto'

import { readSignedToken, signToken } from '@/lib/accounts/security/signedToken'

/**
 * A browser that submitted an anonymous survey keeps a cookie saying so, one per survey, signed
 * with the server's secret: the survey's id and a random part (no two browsers share a value).
 * It stores no answer and nobody's identity; deleting it is what the per-address limit is for.
 */
export const answeredCookieName = (surveyId: number) => `survey-answered-${surveyId}`
export const ANSWERED_COOKIE_MAX_AGE = 365 * 24 * 3600
const PURPOSE = 'survey-answered'

export const answeredCookieValue = (secret: string, surveyId: number) =>
  signToken(secret, PURPOSE, `${surveyId}-${crypto.randomBytes(12).toString('base64url')}`)

/** True when the cookie is a genuine one of this survey. */
export function hasAnswered(secret: string, surveyId: number, cookie: string | null | undefined): boolean {
  const value = readSignedToken(secret, PURPOSE, cookie)
  return value !== null && value.startsWith(`${surveyId}-`)
}
