/**
 * Runs a command against the app's database: `tsx scripts/withDatabase.ts tsx scripts/migrate.ts`.
 * Starts the embedded server first when DATABASE_URL is not set, and stops it afterwards.
 */
import { databaseEnv, openDatabase } from './database'
import { runCommand } from './runCommand'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/withDatabase.ts <command> [args...]')
  process.exit(2)
}
const database = await openDatabase()
let code = 1
try {
  code = await runCommand(command, args, { ...process.env, ...databaseEnv(database) })
} finally {
  await database.stop()
}
process.exit(code)
