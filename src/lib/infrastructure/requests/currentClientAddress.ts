import { clientAddress } from './clientAddress'

/**
 * The client IP of the request the code runs for, whichever entry point it came through (a
 * server action, a REST or GraphQL request: all are Next.js requests), or null outside one
 * (jobs, scripts, tests on the local API). For limits that live below the entry points; no
 * 'server-only' mark, since the Payload config (and so the migration scripts) imports it, and
 * next/headers is loaded only when asked: plain Node (the resilience tests' loader) cannot
 * resolve 'next/headers' without its extension, and outside Next.js there is no request anyway.
 */
export async function currentClientAddress(): Promise<string | null> {
  try {
    const { headers } = await import('next/headers')
    return clientAddress(await headers())
  } catch {
    return null
  }
}
