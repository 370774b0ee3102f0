/**
 * `npm start` and `npm run dev`: opens the database (embedded unless DATABASE_URL is set),
 * builds when no production build exists, migrates, seeds an empty embedded database (neither
 * when the database is current: scripts/database/databaseIsCurrent.ts),
 * then runs Next.js and restarts it when it dies (scripts/server/superviseServer.ts), the database
 * staying up. SIGINT and SIGTERM stop Next.js first and the database after it, and exit 0.
 * Run it with `node --import tsx` (package.json does): under the tsx CLI, a signal the script does
 * not acknowledge within 60 ms gets it SIGKILLed, which a loaded machine's launcher misses.
 * `npm run build:server` compiles it and the server to dist/server/ (the container image runs
 * `node dist/server/serve.js`): compiled, it starts the compiled server beside it with plain Node.
 * Migrations and the seed run as TypeScript either way (they load the Payload config): with tsx.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import { withServerHeap } from './serverHeap'
import { superviseServer } from './superviseServer'
import { logFormat, useJsonConsole } from '../../src/lib/infrastructure/observability/logFormat'
import { startProblems } from '../../src/lib/infrastructure/startup/startProblems'
import { databaseEnv, openDatabase } from '../database/database'
import { databaseIsCurrent } from '../database/databaseIsCurrent'
import { loadEnvFiles } from '../database/envFiles'
import { runCommand, runScript, withLocalBin } from '../database/runCommand'

const dev = process.argv.includes('--dev')
// Before anything starts: the .env files as Next.js reads them, then what a production start lacks.
loadEnvFiles({ dev })
const port = process.env.PORT || '3000'
// JSON lines when the operator runs in production (LOG_FORMAT decides otherwise): decided here,
// from the operator's NODE_ENV, and passed to the server, whose NODE_ENV is always production.
const format = logFormat(process.env)
useJsonConsole(format, { process: 'launcher' })

const problems = startProblems(process.env, { dev })
if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  process.exit(1)
}

const database = await openDatabase()
const env = withLocalBin({ ...process.env, ...databaseEnv(database), LOG_FORMAT: format })

let stopping = false
const shutDown = async (code: number) => {
  if (stopping) return
  stopping = true
  await database.stop()
  process.exit(code)
}
let supervisor: ReturnType<typeof superviseServer> | undefined
// A requested stop is a clean stop: exit 0 once Next.js and the database are down, also when it
// comes during the build, migration or seed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void (supervisor?.stop(signal) ?? Promise.resolve()).then(() => shutDown(0)))
}
const step = async (command: string, args: string[]) => {
  const code = command === 'tsx' ? await runScript(args[0]!, args.slice(1), env) : await runCommand(command, args, env)
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`)
    await shutDown(code)
  }
}

if (!dev && !fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running next build')
  await step('next', ['build'])
}
const seedDemo = database.embedded || process.env.SEED_DEMO === 'true'
if (await databaseIsCurrent(database.url, { seeded: seedDemo })) console.log('Database is current: no migration or seed to run')
else await step('tsx', seedDemo ? ['scripts/database/seed.ts', '--if-empty'] : ['scripts/database/migrate.ts'])

// Compiled (dist/server/serve.js), the launcher starts dist/server/nextServer.js beside it without tsx.
const serverArgs = import.meta.url.endsWith('.js')
  ? [fileURLToPath(new URL('nextServer.js', import.meta.url))]
  : ['--import', 'tsx', 'scripts/server/nextServer.ts']
// scripts/server/nextServer.ts, one Node process that owns the socket (it records each request's peer
// address): in production Next.js behind the visitor page cache, in development `next dev`'s server.
// A stop asked for during the steps above is under way: nothing more starts.
if (!stopping) {
  supervisor = superviseServer({
    start: () =>
      dev
        ? spawn(process.execPath, [...serverArgs, '--dev'], {
            stdio: 'inherit',
            env: { ...env, PORT: port },
          })
        : spawn(process.execPath, serverArgs, {
            stdio: 'inherit',
            env: withServerHeap({ ...env, NODE_ENV: 'production', PORT: port }),
          }),
  })
  console.log(`Serving on http://localhost:${port} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`)

  void supervisor.done.then((code) => shutDown(code))
}
