import fs from 'node:fs'

import { makeDataDir, SEEDING_START_MS, startApp } from './appServer'
import { stopSharedServers } from './sharedServer'
import { runScript } from '../../../scripts/database/runCommand'

/**
 * Playwright's global setup: one app start migrates and seeds a data folder, which every test
 * file's server then copies (seededDataDir) instead of migrating and seeding its own, about
 * 8 seconds of a 2-core machine per start. Beside it, a script writes the config's facts
 * (configFacts.ts) that tests read instead of importing the config. Removed again by the
 * teardown it returns, which also stops the worker slots' shared servers (./sharedServer.ts).
 */
export default async function seedTemplate() {
  const template = makeDataDir()
  // Beside the folder that every test file's server copies, not in it.
  const facts = `${template}-config-facts.json`
  const [app, factsCode] = await Promise.all([
    startApp(template, { JOBS_AUTORUN: 'false' }, { answerWithinMs: SEEDING_START_MS }),
    runScript('tests/e2e/support/writeConfigFacts.ts', [facts]),
  ])
  if (factsCode !== 0) throw new Error(`writeConfigFacts.ts stopped with ${factsCode}`)
  process.env.E2E_CONFIG_FACTS = facts
  const code = await app.stop()
  if (code !== 0) throw new Error(`The template's server stopped with ${code}:\n${app.output().slice(-4000)}`)
  // The run's own mail and uploads folders start empty in every copy but the seeded files.
  fs.rmSync(`${template}/mail`, { recursive: true, force: true })
  process.env.E2E_SEEDED_TEMPLATE = template
  // Where each worker slot's shared server says where it is.
  const shared = fs.mkdtempSync(`${template}-shared-`)
  process.env.E2E_SHARED_DIR = shared
  return async () => {
    await stopSharedServers(shared)
    fs.rmSync(template, { recursive: true, force: true })
    fs.rmSync(facts, { force: true })
  }
}
