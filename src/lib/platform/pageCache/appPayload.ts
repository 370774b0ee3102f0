import type { Payload } from 'payload'

/**
 * The app's Payload instance, as Next.js initialised it, for the server in front of Next.js
 * (scripts/server/nextServer.ts), which cannot load the Payload config itself: the config's
 * modules are Next.js server code. The instance is shared through a global once Next.js has
 * made it; before that (the first requests after a start) the server asks Next.js instead.
 */
const APP_PAYLOAD = Symbol.for('community.appPayload')

type WithAppPayload = typeof globalThis & { [APP_PAYLOAD]?: Payload }

export function shareAppPayload(payload: Payload): Payload {
  ;(globalThis as WithAppPayload)[APP_PAYLOAD] = payload
  return payload
}

export const appPayload = (): Payload | null => (globalThis as WithAppPayload)[APP_PAYLOAD] ?? null
