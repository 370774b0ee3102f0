import type { IncomingMessage } from 'node:http'
import type { Payload } from 'payload'

import { metrics } from '@/lib/infrastructure/observability/metrics'

import { lookupStarted, type RememberedSession, rememberedSession, rememberSession, sessionKey } from './memberSessionMemo'
import { signedInMember } from '../memberState/memberStateAnswer'

/** The headers Payload's session check reads (the cookie, and where the request came from). */
const SESSION_HEADERS = ['cookie', 'origin', 'sec-fetch-site', 'user-agent'] as const

/** A request's headers that Payload's session check reads, and nothing else. */
export function sessionHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const name of SESSION_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

/** Session checks in flight, by memo key. */
const lookups = new Map<string, Promise<{ session: RememberedSession; startedAt: number } | null>>()

/**
 * The signed-in member of these headers as this process remembers them (./memberSessionMemo.ts),
 * asked of Payload's session check on a miss and remembered then; `startedAt` tells later
 * whether the member was notified meanwhile. Null without a member session. Whatever their
 * profile holds: callers that need a complete one check the remembered member.
 */
export async function rememberedMember(
  payload: Payload,
  headers: Headers,
): Promise<{ session: RememberedSession; startedAt: number } | null> {
  const key = sessionKey(headers)
  if (!key) return null
  const remembered = rememberedSession(key)
  metrics().memberSessionMemo.inc({ result: remembered ? 'hit' : 'miss' })
  if (remembered) return { session: remembered, startedAt: lookupStarted() }
  // A page and its islands (or a room's first clicks) come together: one session check for them all.
  let lookup = lookups.get(key)
  if (!lookup) {
    const startedAt = lookupStarted()
    lookup = signedInMember(payload, headers)
      .then((member) => (member ? { session: rememberSession(key, member, startedAt), startedAt } : null))
      .finally(() => lookups.delete(key))
    lookups.set(key, lookup)
  }
  return lookup
}
