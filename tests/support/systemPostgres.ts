/**
 * A throw-away PostgreSQL server from an installed PostgreSQL's own programs (initdb, pg_ctl,
 * postgres in one bin folder), for tests that need a server whose client programs are at hand.
 * As root it runs as the `postgres` system user, which PostgreSQL requires.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { freePort } from '../../scripts/database/embeddedPostgres'

const run = promisify(execFile)

/** The bin folders of installed PostgreSQL servers that also hold pg_dump and pg_restore, newest first. */
export function installedServers(): string[] {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((name) => path.join(root, name, 'bin'))
    .filter((bin) => ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'].every((program) => fs.existsSync(path.join(bin, program))))
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'))
  if (!line) throw new Error('Running as root, but there is no postgres system user to run PostgreSQL as.')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

export async function startInstalledPostgres(bin: string, dataDir: string) {
  const user = postgresUser()
  fs.mkdirSync(dataDir, { recursive: true })
  if (user) fs.chownSync(dataDir, user.uid, user.gid)
  const as = { ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } }
  await run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], as)
  const port = await freePort()
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n`,
  )
  await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', 'start'], as)
  return {
    urlFor: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], as)
    },
  }
}
