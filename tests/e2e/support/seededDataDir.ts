import fs from 'node:fs'

import { makeDataDir, SEEDED_DATA_DIR_ENV, startApp } from './appServer'

/**
 * Playwright's global setup: starts the built app once on an empty data folder, so it migrates
 * and seeds the demo content, and stops it; each test file's server then starts on a copy
 * (useAppServer) instead of migrating and seeding again, some seconds per file on CI's machine.
 * Files that test the first start itself (foundation.e2e.ts) make empty folders of their own.
 */
export default async function seededDataDir() {
  const dir = makeDataDir()
  const app = await startApp(dir, { JOBS_AUTORUN: 'false' })
  const code = await app.stop()
  if (code !== 0) throw new Error(`The app that seeded ${dir} exited with ${code}:\n${app.output().slice(-4000)}`)
  process.env[SEEDED_DATA_DIR_ENV] = dir
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
