import type { IncomingMessage } from 'node:http'

/**
 * Appends the request's TCP peer to X-Forwarded-For, by the server that owns the socket
 * (scripts/server/nextServer.ts) before Next.js or the page cache sees the request. Next.js only fills
 * the header when it is missing, so without this a client could name any address; with it the
 * last entry is always the peer, and clientAddress.ts believes earlier entries only for the
 * proxies TRUSTED_PROXY names.
 */
export function recordPeerAddress(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress || 'unknown'
  const forwarded = request.headers['x-forwarded-for']
  const written = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  request.headers['x-forwarded-for'] = written ? `${written}, ${peer}` : peer
}
