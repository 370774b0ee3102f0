/**
 * `npm run db:restore -- <backup.dump> [--force]`: restores a backup made by `npm run db:backup`
 * into the app's database (embedded or DATABASE_URL), and its uploads archive (same name,
 * .media.tar.gz) into MEDIA_DIR. A database that already has tables, or a media folder with
 * files, is only overwritten with --force, and a backup others could read is only used with
 * --force. Stop the app first.
 */
import fs from 'node:fs'
import pg from 'pg'

import { hasFiles, mediaArchiveOf, mediaRoot, openToOthers, splitPassword, usesBucket } from './backupFiles'
import { openOrJoinDatabase } from './database'
import { loadEnvFiles } from './envFiles'
import { postgresToolFor, serverMajorVersion } from './postgresTools'
import { runCommand } from './runCommand'

loadEnvFiles()
const args = process.argv.slice(2)
const force = args.includes('--force')
const file = args.find((arg) => !arg.startsWith('--'))
if (!file || !fs.existsSync(file)) {
  console.error(file ? `No backup file at ${file}.` : 'usage: npm run db:restore -- <backups/community-....dump> [--force]')
  process.exit(2)
}
// A backup others on the machine could read (or replace) has been exposed: the operator decides.
for (const part of [file, mediaArchiveOf(file)]) {
  const mode = fs.existsSync(part) ? openToOthers(part) : null
  if (mode && !force) {
    console.error(
      `The backup ${part} can be read by other users of this machine (mode ${mode}): it holds every member's data. ` +
        `Run chmod 600 on it and try again, or run again with --force.`,
    )
    process.exit(2)
  }
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'")
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}

const database = await openOrJoinDatabase()
let code = 1
try {
  const tables = await tablesIn(database.url)
  const media = mediaArchiveOf(file)
  const restoreMedia = fs.existsSync(media) && !usesBucket()
  if (tables > 0 && !force) {
    console.error(
      `The database is not empty (${tables} tables). Restoring would overwrite it: run again with --force to replace its contents with the backup.`,
    )
  } else if (restoreMedia && hasFiles(mediaRoot()) && !force) {
    console.error(`The uploads folder ${mediaRoot()} is not empty. Restoring would overwrite its files: run again with --force.`)
  } else {
    const pgRestore = postgresToolFor('pg_restore', await serverMajorVersion(database.url))
    const { url, password } = splitPassword(database.url)
    // One transaction: a restore that fails leaves the database as it was.
    const options = [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
    ]
    code = await runCommand(pgRestore.path, [...options, `--dbname=${url}`, file], { ...process.env, PGPASSWORD: password })
    if (code !== 0) {
      console.error(`pg_restore failed (exit code ${code}); the database was left as it was.`)
    } else {
      console.log(`Database restored from ${file} (pg_restore ${pgRestore.version}).`)
      if (restoreMedia) {
        fs.mkdirSync(mediaRoot(), { recursive: true })
        code = await runCommand('tar', ['-xzf', media, '-C', mediaRoot()])
        console.log(code === 0 ? `Uploads restored into ${mediaRoot()}.` : `Extracting ${media} failed (exit code ${code}).`)
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await database.stop()
}
process.exit(code)
