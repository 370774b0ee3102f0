/**
 * Preloaded into the Next.js server by the launcher (NODE_OPTIONS=--require): appends the TCP
 * peer's address to X-Forwarded-For on every request before Next.js sees it. Next.js only
 * fills the header when it is missing, so without this a client could name any address;
 * with it the last entry is always the peer, and src/lib/requests/clientAddress.ts believes
 * earlier entries only for the proxies TRUSTED_PROXY names.
 */
const http = require('node:http')

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function emitWithPeerAddress(event, request, ...rest) {
  if (event === 'request' && request && request.headers && request.socket) {
    const peer = request.socket.remoteAddress || 'unknown'
    const forwarded = request.headers['x-forwarded-for']
    request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer
  }
  return emit.call(this, event, request, ...rest)
}
