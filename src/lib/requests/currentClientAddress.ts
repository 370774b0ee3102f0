import { headers } from 'next/headers'

import { clientAddress } from './clientAddress'

/**
 * The client IP of the request the code runs for, whichever entry point it came through (a
 * server action, a REST or GraphQL request: all are Next.js requests), or null outside one
 * (jobs, scripts, tests on the local API). For limits that live below the entry points; no
 * 'server-only' mark, since the Payload config (and so the migration scripts) imports it.
 */
export async function currentClientAddress(): Promise<string | null> {
  try {
    return clientAddress(await headers())
  } catch {
    return null
  }
}
