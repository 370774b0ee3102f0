import fs from 'node:fs'

import { makeDataDir, startApp } from './appServer'

/**
 * Playwright's global setup: one app start migrates and seeds a data folder, which every test
 * file's server then copies (seededDataDir) instead of migrating and seeding its own, about
 * 8 seconds of a 2-core machine per start. Removed again by the teardown it returns.
 */
export default async function seedTemplate() {
  const template = makeDataDir()
  const app = await startApp(template, { JOBS_AUTORUN: 'false' })
  const code = await app.stop()
  if (code !== 0) throw new Error(`The template's server stopped with ${code}:\n${app.output().slice(-4000)}`)
  // The run's own mail and uploads folders start empty in every copy but the seeded files.
  fs.rmSync(`${template}/mail`, { recursive: true, force: true })
  process.env.E2E_SEEDED_TEMPLATE = template
  return () => fs.rmSync(template, { recursive: true, force: true })
}
