/**
 * The build's identical server chunks load once (scripts/build/shareServerChunks.mjs, issue 47):
 * pins what that step leans on in the build under test. Turbopack's Node runtime loads a chunk
 * with `require` of its path and installs the module factories it exports, so a later copy that
 * exports the first copy's exports installs the same factories without a second compile. Every
 * other test of this stage runs against that build.
 */
import { expect, test } from '@playwright/test'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const CHUNKS = '.next/server/chunks'
const STUB = /^module\.exports = require\("([^"]+)"\)\n$/

const chunkFiles = () =>
  fs
    .readdirSync(CHUNKS, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))

test('the runtime loads a chunk by requiring it; each shared copy points at a real first copy; no large copy is left twice', () => {
  const runtime = fs.readFileSync(path.join(CHUNKS, '[turbopack]_runtime.js'), 'utf8')
  expect(runtime).toContain('const chunkModules = require(resolved);')
  expect(runtime).toMatch(/installCompressedModuleFactories\(chunkModules, 0, moduleFactories\)/)

  const stubs = new Map<string, string>()
  const bodies = new Map<string, string>()
  for (const file of chunkFiles()) {
    const text = fs.readFileSync(file, 'utf8')
    const target = STUB.exec(text)?.[1]
    if (target) stubs.set(file, path.resolve(path.dirname(file), target))
    else if (text.length >= 64 * 1024) {
      const hash = crypto
        .createHash('sha256')
        .update(text.replace(/\n\/\/# sourceMappingURL=[^\n]*\s*$/, ''))
        .digest('hex')
      expect(bodies.get(hash), `${file} is a copy of ${bodies.get(hash)}`).toBeUndefined()
      bodies.set(hash, file)
    }
  }
  // This app's build has them (the chunk with Payload and its config, once per group of route handlers).
  expect(stubs.size).toBeGreaterThan(0)
  for (const [stub, target] of stubs) {
    expect(fs.existsSync(target), `${stub} → ${target}`).toBe(true)
    expect(STUB.test(fs.readFileSync(target, 'utf8')), `${stub} → ${target} is itself shared`).toBe(false)
  }
})
