/**
 * Runs a command against the app's database: `tsx scripts/database/withDatabase.ts tsx scripts/database/migrate.ts`.
 * Starts the embedded server first when DATABASE_URL is not set (in the environment or the .env
 * files, scripts/database/envFiles.ts), and stops it afterwards.
 */
import { databaseEnv, openDatabase } from './database'
import { loadEnvFiles } from './envFiles'
import { runCommand, runScript, withModuleCondition } from './runCommand'

loadEnvFiles()

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/database/withDatabase.ts <command> [args...]')
  process.exit(2)
}
const database = await openDatabase()
let code = 1
try {
  // What runs here loads the Payload config (a script or the payload CLI).
  const env = withModuleCondition({ ...process.env, ...databaseEnv(database) })
  code = command === 'tsx' && args[0] ? await runScript(args[0], args.slice(1), env) : await runCommand(command, args, env)
} finally {
  await database.stop()
}
process.exit(code)
