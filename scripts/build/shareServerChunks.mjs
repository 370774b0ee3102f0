/**
 * Identical server chunks, loaded once (issue 47, item 3). Turbopack writes the same server chunk
 * under several names, one per group of route handlers (in this app the chunk that holds Payload
 * and its config: seven byte-identical copies of 3.2 MB that differ only in their source-map
 * comment). The server loads each copy it meets, and V8 keeps every copy's source text and code:
 * about 60 MB of a heap of about 210 MB in a heap snapshot under load (docs/decisions.md, "A small host").
 *
 * Run from next.config.mjs's `compiler.runAfterProductionCompile`, after compiling and before the
 * static pages are generated (which then load the result): each later copy becomes a one-line
 * module that exports the first copy's exports. It leans on how Turbopack's Node runtime loads a
 * chunk (`require` of its path, then its exports are the module factories), which
 * tests/e2e/operations/serverChunks.e2e.ts pins against the build.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Chunks smaller than this are not worth a second look. */
const MIN_BYTES = 64 * 1024
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

/** Every .js file under `folder`, in a stable order. */
function javascriptFiles(folder) {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** The line a later copy is replaced with: the first copy's exports, from the module cache. */
export const sharedChunkStub = (from, to) => {
  const relative = path.relative(path.dirname(from), to)
  return `module.exports = require(${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)})\n`
}

/**
 * Replaces each later byte-identical copy (source-map comment aside) of a server chunk under
 * `<distDir>/server/chunks` with a module exporting the first copy. Returns how many and how many bytes.
 */
export function shareServerChunks(distDir) {
  const firstCopy = new Map()
  let shared = 0
  let bytes = 0
  for (const file of javascriptFiles(path.join(distDir, 'server', 'chunks'))) {
    if (fs.statSync(file).size < MIN_BYTES) continue
    const body = fs.readFileSync(file, 'utf8').replace(SOURCE_MAP_COMMENT, '')
    const hash = crypto.createHash('sha256').update(body).digest('hex')
    const first = firstCopy.get(hash)
    if (!first) {
      firstCopy.set(hash, file)
      continue
    }
    fs.writeFileSync(file, sharedChunkStub(file, first))
    shared++
    bytes += Buffer.byteLength(body)
  }
  return { shared, bytes }
}
