import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { trustedProxyHops } from '../requests/clientAddress'

/** What the log lines a request causes carry: its id (X-Request-Id). */
export type RequestContext = { requestId: string }

/**
 * One store per process, on globalThis: the custom server (scripts/server/nextServer.ts) and
 * Next.js's bundles load separate copies of this module, and a line Payload logs inside a
 * request must find the id the server gave it.
 */
const KEY = Symbol.for('it-ot-community.requestContext')
const store = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

/** A proxy's request id is kept when it is short and plain; anything else is replaced. */
const GIVEN_ID = /^[\w.:-]{8,64}$/

/**
 * The request's id: the one a trusted proxy sent (TRUSTED_PROXY), so the proxy's log and ours
 * name the same request; otherwise a new one. A client talking to the app directly cannot choose it.
 */
export function requestIdOf(request: IncomingMessage, hops = trustedProxyHops()): string {
  const given = request.headers['x-request-id']
  if (hops > 0 && typeof given === 'string' && GIVEN_ID.test(given)) return given
  return crypto.randomUUID()
}

/** Runs `work` as part of the request with this id. */
export const withRequestContext = <T>(context: RequestContext, work: () => T): T => store.run(context, work)

/** The id of the request the caller runs for, or undefined outside one. */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId
