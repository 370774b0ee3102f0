import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
    },
  },
  test: {
    // Payload's JWT code needs Node's own crypto, not jsdom's.
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/setup/globalSetup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
