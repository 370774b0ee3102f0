import fs from 'node:fs'

import type { CollectionShape } from '../hostile/expensiveRequests'

/**
 * What the browser tests read from the Payload config: the admin's routes, its collections,
 * globals and custom views, and the collections' shapes for the expensive-read generator.
 * Playwright's global setup writes them once (writeConfigFacts.ts, a script of its own), so
 * no test worker imports the whole config: once in a CI run that import never settled and a
 * file's setup waited out its three minutes.
 */
export type ConfigFacts = {
  adminRoute: string
  accountRoute: string
  /** `hidden`: from every admin's screens (asked for a super admin); `hiddenFromAdmins`: from an admin's. */
  collections: { slug: string; hidden: boolean; hiddenFromAdmins: boolean }[]
  globals: { slug: string; hidden: boolean; hiddenFromAdmins: boolean }[]
  /** Custom admin views with a path of their own (the dashboard). */
  views: { key: string; path: string }[]
  shapes: CollectionShape[]
}

/** The facts global setup wrote for this run (E2E_CONFIG_FACTS names the file). */
export function readConfigFacts(): ConfigFacts {
  const file = process.env.E2E_CONFIG_FACTS
  if (!file || !fs.existsSync(file))
    throw new Error('No config facts: run the browser tests through Playwright, whose global setup writes them')
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ConfigFacts
}
