import { defineConfig } from '@playwright/test'

/**
 * The resilience suite against the built app (no browser): crashes and restarts, and a soak of
 * SOAK_SECONDS (`npm test` runs it after the browser tests with 120; `npm run test:soak` runs
 * the soak alone for 600). Its own config, one worker: it takes the machine and kills servers.
 */
export default defineConfig({
  testDir: 'tests/resilience',
  testMatch: '**/*.resilience.ts',
  // One seeded data folder that both files' servers copy (tests/resilience/site.ts), as the
  // browser tests do: one seed per stage instead of one per file.
  globalSetup: './tests/e2e/support/seededTemplate.ts',
  timeout: 300_000,
  workers: 1,
  reporter: [['list'], ['./tests/e2e/support/timelineReporter.ts', { stage: 'resilience' }]],
  outputDir: 'test-results/resilience',
})
