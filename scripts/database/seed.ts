/**
 * `npm run seed`: applies migrations and creates the demo content (idempotent: what exists is
 * left alone). With --if-empty it seeds only a database without users (the first start).
 * Demo accounts go only into the embedded database, or anywhere with SEED_DEMO=true.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { closePayload } from './closePayload'
import { prepareDatabase } from './prepareDatabase'

if (process.env.EMBEDDED_DATABASE !== 'true' && process.env.SEED_DEMO !== 'true') {
  console.error('Refusing to seed demo accounts into DATABASE_URL; set SEED_DEMO=true to do it anyway.')
  process.exit(1)
}
const payload = await getPayload({ config })
await prepareDatabase(payload, { seed: process.argv.includes('--if-empty') ? 'if-empty' : 'always' })
await closePayload(payload)
process.exit(0)
