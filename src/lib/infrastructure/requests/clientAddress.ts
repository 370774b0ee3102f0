import ipaddr from 'ipaddr.js'

/**
 * How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY): unset, `0`
 * or `false` for none, `true` for one (a load balancer), or a number of hops.
 */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY): number {
  const text = (value ?? '').trim().toLowerCase()
  if (text === 'true') return 1
  const hops = Number(text)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/**
 * The client's IP address for rate limits, or null when it is unknown. The server appends
 * the TCP peer's address to X-Forwarded-For itself (forwardedHeaders.ts), so the
 * last entry is the peer; each trusted proxy added the address it saw before that. Entries
 * further left came from the client and are never believed. IPv6 clients are grouped by
 * their /64 network, which one subscriber usually holds whole.
 */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return null
  return normalizedAddress(chain[Math.max(0, chain.length - 1 - hops)]!)
}

function normalizedAddress(entry: string): string | null {
  // "[2001:db8::1]:443" and "203.0.113.7:51234" as some proxies write them.
  const text = entry.replace(/^\[([^\]]+)\](:\d+)?$/, '$1').replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
  if (!ipaddr.isValid(text)) return null
  const address = ipaddr.process(text)
  if (address.kind() === 'ipv4') return address.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`
}
