/**
 * Keeps package-lock.json complete for `npm ci`: npm ci refuses a lock file that lacks any
 * optional dependency a locked package declares, including the native builds for other
 * platforms (@next/swc-darwin-arm64, @tailwindcss/oxide-win32-x64-msvc, ...). The registry
 * this project's machines reach serves only this platform's builds, so `npm install` here drops
 * the others from the lock and `npm ci` then fails everywhere.
 *
 *   node scripts/checks/lockfilePlatforms.mjs          fails (exit 1) when an entry is missing
 *   node scripts/checks/lockfilePlatforms.mjs --fix    adds the missing entries
 *
 * An added entry names the exact version the parent pins and the platform its package name
 * says (os, cpu, libc), so npm ci on this platform skips it and on that platform installs it.
 */
import fs from 'node:fs'

const LOCK = new URL('../../package-lock.json', import.meta.url)
const fix = process.argv.includes('--fix')
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'))
const packages = lock.packages

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el']

/** The platform a native package's name announces: `swc-linux-arm64-musl` → linux, arm64, musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('arm') ? 'arm' : undefined)
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined
  return { os, cpu, libc }
}

/** Where npm would look for `name` required from the package at `location`. */
function resolvedLocation(location, name) {
  let base = location
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

const missing = []
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvedLocation(location, name)) continue
    // Only exact pins can be written without the registry; ranges would need resolving.
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue
    missing.push({ location: `node_modules/${name}`, name, version: range, dev: entry.dev === true })
  }
}

if (missing.length === 0) {
  console.log('package-lock.json: every optional platform package is listed')
  process.exit(0)
}
if (!fix) {
  console.error(`package-lock.json lacks ${missing.length} optional platform packages npm ci needs:`)
  for (const { name, version } of missing) console.error(`  ${name}@${version}`)
  console.error('Run: node scripts/checks/lockfilePlatforms.mjs --fix')
  process.exit(1)
}
for (const { location, name, version, dev } of missing) {
  const { os, cpu, libc } = platformOf(name)
  packages[location] = {
    version,
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(dev ? { dev: true } : {}),
    ...(libc ? { libc: [libc] } : {}),
    optional: true,
    ...(os ? { os: [os] } : {}),
  }
}
// npm's own order, so that a later `npm install` rewrites nothing.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')))
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: added ${missing.length} optional platform packages`)
