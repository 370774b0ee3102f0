/**
 * Applies the committed migrations to DATABASE_URL. `npm run migrate` runs it through
 * withDatabase.ts, which provides the embedded server when DATABASE_URL is not set.
 * (The config is imported statically: mixing its dynamic import with top-level await
 * deadlocks module evaluation, so opening the database lives in the parent process.)
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { closePayload } from './closePayload'
import { applyMigrations } from './prepareDatabase'

const payload = await getPayload({ config })
await applyMigrations(payload)
await closePayload(payload)
process.exit(0)
