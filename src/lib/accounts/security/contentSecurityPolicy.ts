import { siteUsesHttps } from '@/lib/shared/siteUrl'

/** A fresh, unguessable nonce for one response's scripts. */
export const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')

/**
 * The Content-Security-Policy of every page (member site and admin panel). Scripts run only
 * from this origin or inline with this response's nonce (Next.js puts it on its own scripts);
 * styles may be inline, as React's style attributes and the admin's CSS-in-JS need. Frames:
 * only `frameOrigin`, the /live presentation's origin on that page. Nobody may frame the site,
 * except the site itself while an admin previews drafts (`framedBySite`: the admin panel's live preview).
 */
export function contentSecurityPolicy(nonce: string, frameOrigin: string | null = null, framedBySite = false): string {
  const development = process.env.NODE_ENV === 'development'
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server stacks; production never does.
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Development: the hot-reload socket.
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    `frame-src ${frameOrigin ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    ...(siteUsesHttps() ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/** The nonce a policy names ('nonce-…'), or null. */
export const nonceOf = (policy: string | null) => (policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null)

/** The one origin a policy lets pages frame (its frame-src), or null. */
export const frameOriginOf = (policy: string | null): string | null => {
  const source = policy ? /(?:^|;\s*)frame-src ([^;]+)/.exec(policy)?.[1]?.trim() : undefined
  return source && source !== "'none'" ? source : null
}
