import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests in a real Chromium against the built app. Debian's Chromium by default;
 * CHROMIUM_PATH points at another browser binary on other machines.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // One migrated and seeded data folder that each test file's server copies (seededDataDir).
  globalSetup: './tests/e2e/support/seededTemplate.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Two test files at a time (each starts its own app and database): the 2-core CI machine
  // spends much of a file's time waiting on its server, and CI must finish within 20 minutes.
  workers: 2,
  reporter: [['list']],
  // Every file over a minute is named at the end, so a slow CI run shows which files to split.
  reportSlowTests: { max: 20, threshold: 60_000 },
  outputDir: 'test-results',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    actionTimeout: 15_000,
  },
})
