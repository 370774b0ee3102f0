/**
 * A launcher stand-in for crash tests: starts the embedded PostgreSQL on DATA_DIR and PORT,
 * prints "ready", and waits to be killed (its server is then left behind, as after a crash).
 */
import { startEmbeddedPostgres } from '../../scripts/database/embeddedPostgres'

const server = await startEmbeddedPostgres({ dataDir: process.env.HOLD_DATA_DIR!, port: Number(process.env.HOLD_PORT) })
await server.createDatabase('community')
console.log('ready')
setInterval(() => undefined, 60_000)
