const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write to a page (a server action, with or without JavaScript) sent from another site:
 * cross-site request forgery. Next.js refuses these itself, but with a 500; the proxy answers
 * 403 before they reach it. The rule is Next.js's own: the Origin's host must be the host the
 * request was sent to (X-Forwarded-Host when a proxy set it). A request without an Origin
 * header is not a browser's cross-site write (browsers send it on every POST).
 */
export function isCrossSiteWrite(method: string, headers: Headers): boolean {
  if (READS.has(method.toUpperCase())) return false
  const origin = headers.get('origin')
  if (!origin) return false
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    // "null" (sandboxed frames, privacy-sensitive redirects) or garbage.
    return true
  }
}
