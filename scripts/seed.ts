/**
 * `npm run seed`: creates the demo content (idempotent: what exists is left alone).
 * Demo accounts are created on the embedded database, or anywhere with SEED_DEMO=true.
 */
import { getPayload } from 'payload'

import { closePayload } from './closePayload'
import { openDatabase } from './database'
import { seedDemoContent } from '../src/seed'
import { migrations } from '../migrations'

const database = await openDatabase()
if (!database.embedded && process.env.SEED_DEMO !== 'true') {
  console.error('Refusing to seed demo accounts into DATABASE_URL; set SEED_DEMO=true to do it anyway.')
  await database.stop()
  process.exit(1)
}
process.env.DATABASE_URL = database.url
let code = 0
try {
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations })
  await seedDemoContent(payload)
  await closePayload(payload)
} catch (error) {
  console.error(error)
  code = 1
} finally {
  await database.stop()
}
process.exit(code)
