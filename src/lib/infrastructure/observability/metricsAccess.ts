import ipaddr from 'ipaddr.js'
import crypto from 'node:crypto'

export type MetricsAccess = 'allowed' | 'refused' | 'not enabled'

const digest = (text: string) => crypto.createHash('sha256').update(text).digest()

/** The TCP peer: the last X-Forwarded-For entry, which the server that owns the socket appends itself. */
function peerOf(headers: Headers): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const last = (headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() ?? ''
  return ipaddr.isValid(last) ? ipaddr.process(last) : null
}

function inAllowList(peer: ipaddr.IPv4 | ipaddr.IPv6, list: string): boolean {
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), entry.includes(':') ? 128 : 32]
      const address = range.kind() === peer.kind() ? peer : null
      if (address && address.match(range, bits)) return true
    } catch {
      // A malformed entry allows nothing (docs/configuration.md names the form).
    }
  }
  return false
}

/**
 * Who may read /api/metrics: a request with `Authorization: Bearer $METRICS_TOKEN`, or from a
 * peer address in METRICS_ALLOW (addresses or CIDR ranges, comma-separated: the scraper's, on
 * the instance's own network). Neither set: the endpoint is off.
 */
export function metricsAccess(headers: Headers, env: Partial<Record<string, string>> = process.env): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim()
  const allow = env.METRICS_ALLOW?.trim()
  if (!token && !allow) return 'not enabled'
  const given = headers.get('authorization')?.match(/^Bearer (.{1,512})$/)?.[1]
  if (token && given && crypto.timingSafeEqual(digest(given), digest(token))) return 'allowed'
  const peer = allow ? peerOf(headers) : null
  if (peer && allow && inAllowList(peer, allow)) return 'allowed'
  return 'refused'
}
