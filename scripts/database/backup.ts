/**
 * `npm run db:backup`: a custom-format pg_dump of the app's database (the embedded one, running
 * or not, or DATABASE_URL) into backups/community-<UTC time>.dump, and the uploads of local
 * storage (MEDIA_DIR) beside it as .media.tar.gz. With S3_BUCKET the uploads stay in the bucket,
 * protected by its versioning (docs/deploy.md). BACKUP_DIR moves the folder. The files are the
 * owner's alone (0600 in a 0700 folder).
 */
import fs from 'node:fs'
import path from 'node:path'

import { BACKUP_DIR_MODE, BACKUP_FILE_MODE, hasFiles, mediaRoot, newBackupStem, splitPassword, usesBucket } from './backupFiles'
import { openOrJoinDatabase } from './database'
import { loadEnvFiles } from './envFiles'
import { postgresToolFor, serverMajorVersion } from './postgresTools'
import { runCommand } from './runCommand'

loadEnvFiles()
// pg_dump and tar create their files under this umask: never readable by others, not even for a moment.
process.umask(0o077)
const database = await openOrJoinDatabase()
let code = 1
try {
  const pgDump = postgresToolFor('pg_dump', await serverMajorVersion(database.url))
  const stem = newBackupStem()
  fs.mkdirSync(path.dirname(stem), { recursive: true, mode: BACKUP_DIR_MODE })
  // A folder made before (or by hand) is closed too.
  fs.chmodSync(path.dirname(stem), BACKUP_DIR_MODE)
  const { url, password } = splitPassword(database.url)
  // Written under a temporary name: a dump that did not finish never looks like a backup.
  const partial = `${stem}.dump.partial`
  code = await runCommand(pgDump.path, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], {
    ...process.env,
    PGPASSWORD: password,
  })
  if (code !== 0) {
    fs.rmSync(partial, { force: true })
    console.error(`pg_dump failed (exit code ${code}); no backup was written.`)
  } else {
    fs.renameSync(partial, `${stem}.dump`)
    fs.chmodSync(`${stem}.dump`, BACKUP_FILE_MODE)
    console.log(`Database: ${stem}.dump (${fs.statSync(`${stem}.dump`).size} bytes, pg_dump ${pgDump.version})`)
    if (usesBucket()) {
      console.log('Uploads: in the S3 bucket (S3_BUCKET), kept by its versioning; not copied here.')
    } else if (hasFiles(mediaRoot())) {
      code = await runCommand('tar', ['-czf', `${stem}.media.tar.gz`, '-C', mediaRoot(), '.'])
      if (code === 0) fs.chmodSync(`${stem}.media.tar.gz`, BACKUP_FILE_MODE)
      if (code === 0) console.log(`Uploads: ${stem}.media.tar.gz (from ${mediaRoot()})`)
      else console.error(`Archiving the uploads in ${mediaRoot()} failed (exit code ${code}).`)
    } else {
      console.log(`Uploads: none in ${mediaRoot()}.`)
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await database.stop()
}
process.exit(code)
