import os from 'node:os'

const port = () => process.env.PORT || '3000'

/** The public address of the site, for links in e-mails and OAuth redirects. */
export const siteUrl = (): string => (process.env.SERVER_URL || `http://localhost:${port()}`).replace(/\/$/, '')

/** The address the operator configured (SERVER_URL), or null when the site runs without one. */
export const configuredSiteUrl = (): URL | null => {
  const value = process.env.SERVER_URL?.trim()
  if (!value) return null
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/**
 * Whether the public site is served over HTTPS: session and sign-in cookies are then Secure
 * (a browser never sends them over plain HTTP) and pages ask browsers to upgrade any http: link.
 */
export const siteUsesHttps = (): boolean => siteUrl().toLowerCase().startsWith('https://')

/**
 * The origins whose requests may carry the session cookie (Payload's CSRF list). With SERVER_URL,
 * that address only. Without it (the quick start), every address of this machine on its port:
 * localhost, 127.0.0.1, [::1] and the network interfaces' addresses, so a site opened as
 * http://127.0.0.1:3000 signs in as well as http://localhost:3000.
 */
export function sessionOrigins(): string[] {
  const configured = configuredSiteUrl()
  if (configured) return [configured.origin]
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]'])
  for (const addresses of Object.values(os.networkInterfaces()))
    for (const { address, family } of addresses ?? []) hosts.add(family === 'IPv6' ? `[${address.split('%')[0]}]` : address)
  return [...hosts].map((host) => `http://${host}:${port()}`)
}

/**
 * The address a request was made to (its Host, or X-Forwarded-Host behind a proxy) when it is
 * not the configured SERVER_URL's: sign-in cannot work there (the session cookie is refused
 * on requests from an origin that is not SERVER_URL's). Null when they agree or no SERVER_URL is set.
 */
export function addressMismatch(headers: Headers): { configured: string; inUse: string } | null {
  const configured = configuredSiteUrl()
  if (!configured) return null
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  if (!host || host.toLowerCase() === configured.host.toLowerCase()) return null
  const protocol = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || configured.protocol.replace(':', '')
  return { configured: configured.origin, inUse: `${protocol}://${host}` }
}

const warned = new Set<string>()
/** Says once per address in the server log that the site is opened at an address sign-in cannot work at. */
export function warnAboutAddress(mismatch: { configured: string; inUse: string } | null) {
  if (!mismatch || warned.has(mismatch.inUse) || warned.size > 100) return
  warned.add(mismatch.inUse)
  console.warn(
    `The site was opened at ${mismatch.inUse}, but SERVER_URL is ${mismatch.configured}: sign-in and the admin panel only work at ${mismatch.configured}. Open that address, or set SERVER_URL to the address people use.`,
  )
}
