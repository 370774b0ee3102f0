import path from 'node:path'
import { defineConfig } from 'vitest/config'

import BalancedShards from './tests/setup/balancedShards'

/**
 * Test files that need a process of their own: they mock modules (vi.mock), import the Payload
 * config again under other environment variables, or set variables that modules read once.
 * Every other file shares its part's one process, and so one import of Payload and the config
 * (an import per file was a third of the integration tests' time on the 2-core CI machine).
 */
const OWN_PROCESS = [
  'tests/admin/adminListCells.test.ts',
  'tests/library/renderPreview.test.ts',
  'tests/library/s3Storage.test.ts',
  'tests/events/calendar.test.ts',
  'tests/infrastructure/connectionPool.test.ts',
  'tests/surveys/surveys.test.ts',
  'tests/infrastructure/rateLimits.test.ts',
  // Its own database (tests/support/ownDatabase.ts): DATABASE_URL names it before the config is imported.
  'tests/security/hostileApi.test.ts',
  // Its own database too: other files' content writes NOTIFY the page cache of the shared one.
  'tests/platform/pageCache.test.ts',
  // …and one whose writes wait to be heard by its own page cache's listener.
  'tests/platform/ownWritesHeard.test.ts',
  // Its own database too: the demo seed runs on it, and its rows are all read.
  'tests/content/demoContentGerman.test.ts',
]

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
      // The root folders, as tsconfig.json names them for code under src/.
      ...Object.fromEntries(
        ['collections', 'access', 'hooks', 'globals', 'fields'].map((folder) => [`@${folder}`, path.resolve(import.meta.dirname, folder)]),
      ),
      '@': path.resolve(import.meta.dirname, 'src'),
      // Next.js resolves 'server-only' to nothing on the server; tests run server code too.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      // The one graphql Payload and graphql-http load (Node takes its CommonJS build): vitest would
      // give the app's code the ESM build, whose GraphQLErrors graphql-http does not recognise, so a
      // refusal of the read budget's rule came back as a 200 with a bare list instead of a 400.
      graphql: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
    },
  },
  test: {
    // Payload's JWT code needs Node's own crypto, not jsdom's.
    environment: 'node',
    globalSetup: ['tests/setup/globalSetup.ts'],
    pool: 'forks',
    // npm test's parts (--shard) of about equal time, not of equal file counts.
    sequence: { sequencer: BalancedShards },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared process', include: ['tests/**/*.test.ts'], exclude: OWN_PROCESS, isolate: false } },
      { extends: true, test: { name: 'own process', include: OWN_PROCESS } },
    ],
  },
})
