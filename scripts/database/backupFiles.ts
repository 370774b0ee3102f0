/** Where backups go and what a backup's files are called. */
import fs from 'node:fs'
import path from 'node:path'

export const backupDir = () => path.resolve(process.env.BACKUP_DIR || 'backups')

/**
 * A backup holds every member's data and the admins' sign-in secrets: its files are the owner's
 * alone (0600, in a folder of mode 0700), whatever the umask of the shell that made them.
 */
export const BACKUP_FILE_MODE = 0o600
export const BACKUP_DIR_MODE = 0o700

/** The permission bits of a file that others on the machine may use (group or world), as `644`; null when none. */
export function openToOthers(file: string): string | null {
  const mode = fs.statSync(file).mode & 0o777
  return mode & 0o077 ? mode.toString(8) : null
}

/** The uploads folder of local storage (see src/lib/shared/paths.ts); with S3_BUCKET uploads live in the bucket. */
export const mediaRoot = () => path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'media'))
export const usesBucket = () => Boolean(process.env.S3_BUCKET?.trim())

/** backups/community-20261122-164512 (UTC), the stem of a backup's .dump and .media.tar.gz. */
export const newBackupStem = (now = new Date()) =>
  path.join(backupDir(), `community-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`)

/** The uploads archive that belongs to a dump: the same stem. */
export const mediaArchiveOf = (dumpFile: string) => dumpFile.replace(/\.dump$/, '') + '.media.tar.gz'

/** Files below a folder, ignoring placeholders like .gitkeep. */
export const hasFiles = (dir: string): boolean =>
  fs.existsSync(dir) &&
  fs
    .readdirSync(dir, { withFileTypes: true })
    .some((entry) => (entry.isDirectory() ? hasFiles(path.join(dir, entry.name)) : !entry.name.startsWith('.')))

/** A connection string without its password (which goes to the child in PGPASSWORD, not on its command line). */
export function splitPassword(url: string): { url: string; password: string } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), password }
}
