/**
 * `npm start` and `npm run dev`: opens the database (embedded unless DATABASE_URL is set),
 * builds when no production build exists, migrates, seeds an empty embedded database,
 * then runs Next.js. SIGINT and SIGTERM stop Next.js first and the database after it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { getPayload } from 'payload'

import { closePayload } from './closePayload'
import { localSecret, openDatabase } from './database'
import { prepareDatabase } from './prepareDatabase'
import { runCommand } from './runCommand'

const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'

const database = await openDatabase()
process.env.DATABASE_URL = database.url
if (database.embedded && !process.env.PAYLOAD_SECRET) process.env.PAYLOAD_SECRET = localSecret()
process.env.SERVER_URL ||= `http://localhost:${port}`

let stopping = false
const shutDown = async (code: number) => {
  if (stopping) return
  stopping = true
  await database.stop()
  process.exit(code)
}

try {
  if (!dev && !fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build yet: running next build')
    const code = await runCommand('next', ['build'])
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  }
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const seedWhenEmpty = database.embedded || process.env.SEED_DEMO === 'true'
  await prepareDatabase(payload, { seedWhenEmpty })
  await closePayload(payload)
} catch (error) {
  console.error(error)
  await shutDown(1)
}

const next = spawn('next', dev ? ['dev', '-p', port] : ['start', '-p', port], {
  stdio: 'inherit',
  env: process.env,
})
console.log(`Serving on http://localhost:${port} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (next.exitCode === null) next.kill(signal)
    else void shutDown(0)
  })
}
next.on('exit', (code) => void shutDown(code ?? 0))
