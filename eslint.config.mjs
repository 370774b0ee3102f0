import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

/**
 * Next.js's own rules (Core Web Vitals, TypeScript, React hooks, jsx-a11y) as Payload's
 * templates use them, with formatting left to Prettier.
 */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Test fixtures named use* (usePayload, useAppServer) are not React hooks.
    files: ['tests/**', 'benchmarks/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS on purpose: preloaded with `node --require`.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Written by `payload migrate:create`: its up/down signatures are Payload's.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.data/**',
      'media/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'backups/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/*.json',
    ],
  },
]

export default config
