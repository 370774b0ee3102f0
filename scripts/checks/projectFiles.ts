import fs from 'node:fs'
import path from 'node:path'

/** The project's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '../..')

/** The files at or below `entry` (a path from the root), as sorted paths from the root with forward slashes. */
export function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [entry]
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.posix.join(entry, path.relative(full, path.join(item.parentPath, item.name)).split(path.sep).join('/')))
    .sort()
}
