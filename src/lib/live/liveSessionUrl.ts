import { siteUrl } from '../siteUrl'

/**
 * The address of the interactive presentation shown on /live (LIVE_SESSION_URL). Only http(s)
 * addresses of another origin are embedded: the frame's sandbox allows scripts and the
 * frame's own origin, which would let a page of this site lift its own sandbox.
 */
export function liveSessionUrl(): URL | null {
  const value = process.env.LIVE_SESSION_URL
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.origin === new URL(siteUrl()).origin ? null : url
  } catch {
    return null
  }
}
