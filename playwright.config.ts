import { defineConfig } from '@playwright/test'

import { chromiumPath } from './tests/e2e/support/chromiumPath'

/**
 * The longest test files (minutes each on the 2-core CI machine), started first and longest
 * first: workers take files in project order, then alphabetically, and a long file started last
 * ran alone at the end of the run. A project per file costs no server start: the shared servers
 * belong to worker slots (testInfo.parallelIndex), not to worker processes.
 */
const longestFirst = [
  'authorization/hostileInput.e2e.ts',
  'admin/adminSweep.e2e.ts',
  'memberSite/accessibility.e2e.ts',
  'authorization/authorizationMatrix.e2e.ts',
  'admin/adminPanel.e2e.ts',
  'memberSite/memberSite.e2e.ts',
  'operations/foundation.e2e.ts',
  // Then those of two to four minutes (CI of 2c2cd61), so that the short ones end the run: in
  // alphabetical order, the two-minute operations/scaleOut started last and ended alone.
  'authorization/concurrency.e2e.ts',
  'memberSite/accounts.e2e.ts',
  'operations/scaleOut.e2e.ts',
  'authorization/abuseProtection.e2e.ts',
  'memberSite/calendar.e2e.ts',
]

/**
 * End-to-end tests in a real Chromium against the built app (tests/e2e/support/chromiumPath.ts:
 * Debian's headless shell, or CHROMIUM_PATH on other machines).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // One migrated and seeded data folder that every server copies (seededDataDir); its teardown
  // stops the worker slots' shared servers (tests/e2e/support/sharedServer.ts).
  globalSetup: './tests/e2e/support/seededTemplate.ts',
  timeout: 180_000,
  // A failed test runs once more, in a new worker with its own server; one that passes then is
  // reported as flaky by name at the end of the log, never hidden. On the 2-core CI machine under
  // three files' load, rare stalls (a save of the admin panel's create form that never answered,
  // CI of 153bd0c) failed whole runs that the retry tells apart from a broken feature.
  // PLAYWRIGHT_RETRIES=0 for a run that must stop at the first failure.
  retries: Number(process.env.PLAYWRIGHT_RETRIES ?? 1),
  expect: { timeout: 15_000 },
  // Three test files at a time on the 2-core CI machine: with two, a seventh of its CPU time sat
  // idle while servers started and pages waited. Each worker slot has one shared app server
  // (tests/e2e/support/sharedServer.ts), kept across projects and worker restarts; files that
  // need an environment of their own start their own beside it.
  // PLAYWRIGHT_WORKERS sets another number (a bigger machine, or one file at a time).
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 3,
  // The timeline says which file ran on which worker when: the figures to balance a slow run by.
  reporter: [['list'], ['./tests/e2e/support/timelineReporter.ts', { stage: 'browser' }]],
  // Every file over a minute is named at the end, so a slow CI run shows which files to split.
  reportSlowTests: { max: 20, threshold: 60_000 },
  outputDir: 'test-results',
  projects: [
    ...longestFirst.map((file) => ({ name: file.replace(/^.*\/|\.e2e\.ts$/g, ''), testMatch: `**/${file}` })),
    { name: 'chromium', testIgnore: longestFirst.map((file) => `**/${file}`) },
  ],
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    // A click waits for its element to be stable and for the navigation it starts: on a loaded
    // CI machine (three Chromiums and three app servers on two cores) a doc tab's click took over
    // 15 s (CI of e1a2270), so actions get the navigation's bound.
    actionTimeout: 30_000,
  },
})
