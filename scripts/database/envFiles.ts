import nextEnv from '@next/env'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Reads the .env files the way Next.js reads them for its server (`@next/env`, its own loader:
 * .env.production.local, .env.local, .env.production, .env; the .env.development ones with
 * --dev), so the launcher, the database scripts and the server agree on DATABASE_URL and the rest.
 * A variable set in the environment wins over the files. A file that exists but cannot be read
 * ends the process with one line: Next.js only logs it and goes on, and a DATABASE_URL in it would
 * silently give way to the embedded database.
 */
export function loadEnvFiles({ dev = false }: { dev?: boolean } = {}) {
  const dir = process.cwd()
  const names = dev
    ? ['.env.development.local', '.env.local', '.env.development', '.env']
    : ['.env.production.local', '.env.local', '.env.production', '.env']
  for (const name of names) {
    const file = path.join(dir, name)
    if (!fs.existsSync(file)) continue
    try {
      fs.readFileSync(file, 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error)
      console.error(`${file} exists but cannot be read (${code}): fix it or remove it; nothing was started.`)
      process.exit(1)
    }
  }
  // A bundled CommonJS module: Node sees no named exports in it, only the default.
  nextEnv.loadEnvConfig(dir, dev, { info: () => {}, error: (...args: unknown[]) => console.error(...args) })
}
