import type { Payload } from 'payload'

import { ownServerUrl } from '@/lib/infrastructure/operations/ownServerUrl'
import { siteUrl } from '@/lib/shared/siteUrl'

export const LIVE_SESSION_SLUG = 'live-session'

// No colons: the admin's error toast reads the text before one as a heading (so no 'https://' either).
export const LIVE_SESSION_NOT_HTTPS = 'The presentation address must be a secure address that starts with https.'
export const LIVE_SESSION_INVALID = 'Please enter the full https address of the presentation.'
export const LIVE_SESSION_OWN_SITE = 'The presentation must be on another site than this one.'
export const LIVE_SESSION_MAX_LENGTH = 2000
export const LIVE_SESSION_TOO_LONG = 'The address can be at most 2,000 characters.'

/**
 * Why an address cannot be the /live presentation, or null when it can (an empty one clears it).
 * Only https addresses of another origin are embedded: the frame's sandbox allows scripts and the
 * frame's own origin, which would let a page of this site lift its own sandbox.
 */
export function liveSessionAddressProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return LIVE_SESSION_INVALID
  const text = value.trim()
  if (!text) return null
  if (text.length > LIVE_SESSION_MAX_LENGTH) return LIVE_SESSION_TOO_LONG
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return LIVE_SESSION_INVALID
  }
  if (url.protocol !== 'https:') return LIVE_SESSION_NOT_HTTPS
  if (!url.hostname || /[\u0000-\u001f\u007f\s]/.test(text)) return LIVE_SESSION_INVALID
  if (url.origin === new URL(siteUrl()).origin) return LIVE_SESSION_OWN_SITE
  return null
}

/** The stored address as the URL to embed, or null when there is none (or it could not be embedded). */
export function embeddableLiveSessionUrl(value: string | null | undefined): URL | null {
  const text = value?.trim()
  if (!text || liveSessionAddressProblem(text)) return null
  return new URL(text)
}

/** The presentation of /live, as admins set it in the admin panel (the Live Session global). */
export async function liveSessionUrl(payload: Payload): Promise<URL | null> {
  const global = await payload.findGlobal({ slug: LIVE_SESSION_SLUG, depth: 0, overrideAccess: true })
  return embeddableLiveSessionUrl(global.url)
}

/**
 * The presentation's origin for the Content-Security-Policy of /live. The proxy runs before the
 * page and outside Payload, so it asks this server's own REST API (as the visitor-page cache
 * fills its pages): one small read per /live render, always the current value.
 */
export async function liveSessionOrigin(): Promise<string | null> {
  try {
    const response = await fetch(`${ownServerUrl()}/api/globals/${LIVE_SESSION_SLUG}?depth=0`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    })
    if (!response.ok) return null
    const { url } = (await response.json()) as { url?: string | null }
    return embeddableLiveSessionUrl(url)?.origin ?? null
  } catch {
    return null
  }
}
