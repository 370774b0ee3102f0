import { defineConfig } from '@playwright/test'

/**
 * `npm run test:resilience`: load and crash tests against the built app (no browser). Separate
 * from the browser tests because they take the machine for minutes and kill servers.
 */
export default defineConfig({
  testDir: 'tests/resilience',
  testMatch: '**/*.resilience.ts',
  timeout: 300_000,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results/resilience',
})
