/**
 * Whether this server process is stopping (scripts/server/gracefulStop.ts sets it on SIGTERM):
 * the health check then answers 503, so a load balancer sends nothing new while the requests in
 * flight finish. Kept on globalThis: the custom server and Next.js's bundles each load their own
 * copy of this module, and both must see one flag.
 */
const DRAINING = Symbol.for('itot-community.draining')
type WithFlag = typeof globalThis & { [DRAINING]?: boolean }

export const markDraining = () => {
  ;(globalThis as WithFlag)[DRAINING] = true
}

export const isDraining = () => (globalThis as WithFlag)[DRAINING] === true
