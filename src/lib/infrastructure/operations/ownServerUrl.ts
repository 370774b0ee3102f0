/**
 * This server as it reaches itself (its health check, the visitor-page cache's fills, the /live
 * policy's read of the presentation): loopback unless BIND_HOST names one address to listen on.
 */
export function ownServerUrl(port: number | string = process.env.PORT || 3000): string {
  const bound = process.env.BIND_HOST
  const host = !bound || ['0.0.0.0', '::'].includes(bound) ? '127.0.0.1' : bound
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}
