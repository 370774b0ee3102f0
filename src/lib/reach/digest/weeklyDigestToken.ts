import { readSignedToken, signToken } from '@/lib/accounts/security/signedToken'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { siteUrl } from '@/lib/shared/siteUrl'

const PURPOSE = 'weekly-digest'

/**
 * The welcome e-mail's one-click offer of the weekly digest: the member's id signed with the
 * server's secret, so the link works without signing in and turns it on for nobody else. It
 * does not expire (it can only turn on what every digest can turn off).
 */
export const weeklyDigestUrl = (secret: string, userId: number) =>
  `${siteUrl()}/weekly-digest?token=${encodeURIComponent(signToken(secret, PURPOSE, String(userId)))}`

/** The member of a genuine token, or null. */
export function readWeeklyDigestToken(secret: string, token: unknown): number | null {
  const value = readSignedToken(secret, PURPOSE, token)
  return value ? parseRowId(value) : null
}
