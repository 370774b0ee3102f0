import type { IncomingMessage } from 'node:http'

import { trustedProxyHops } from './clientAddress'

/** What a proxy says about the address the browser used: believed only from a proxy TRUSTED_PROXY names. */
const FORWARDED_ADDRESS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'] as const

/**
 * Settles the forwarding headers by the server that owns the socket (scripts/server/nextServer.ts),
 * before Next.js or the page cache sees the request:
 * - appends the TCP peer to X-Forwarded-For. Next.js only fills the header when it is missing, so
 *   without this a client could name any address; with it the last entry is always the peer, and
 *   clientAddress.ts believes earlier entries only for the proxies TRUSTED_PROXY names;
 * - without a trusted proxy, drops X-Forwarded-Host, -Proto, -Port and Forwarded: a client
 *   talking to the app directly cannot claim another address or HTTPS (Next.js then fills them
 *   from the connection). Behind a trusted proxy they are the proxy's, which sets (replaces)
 *   them. No address the app sends is built from them (SERVER_URL is the site's address): they
 *   serve the same-origin check of writes and the address-mismatch warning only.
 */
export function settleForwardedHeaders(request: IncomingMessage, hops = trustedProxyHops()): void {
  const peer = request.socket.remoteAddress || 'unknown'
  const forwarded = request.headers['x-forwarded-for']
  const written = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  request.headers['x-forwarded-for'] = written ? `${written}, ${peer}` : peer
  if (hops === 0) for (const name of FORWARDED_ADDRESS) delete request.headers[name]
}
