/**
 * Runs a command against the app's database: `tsx scripts/withDatabase.ts payload migrate`.
 * Starts the embedded server first when DATABASE_URL is not set (the Payload CLI reads it).
 */
import { localSecret, openDatabase } from './database'
import { runCommand } from './runCommand'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/withDatabase.ts <command> [args...]')
  process.exit(2)
}
const database = await openDatabase()
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url }
if (database.embedded && !env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = localSecret()
let code = 1
try {
  code = await runCommand(command, args, env)
} finally {
  await database.stop()
}
process.exit(code)
