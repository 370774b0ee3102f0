import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

/**
 * Next.js's own rules (Core Web Vitals, TypeScript, React hooks, jsx-a11y) as Payload's
 * templates use them, with formatting left to Prettier.
 */
const NO_CLIMBING_OUT_OF_SRC = {
  regex: '^(\\.\\./)+(collections|access|hooks|globals|fields|migrations)(/|$)',
  message: 'Import the root folders through their aliases: @collections/*, @access/*, @hooks/*, @globals/*, @fields/*.',
}

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
    // The import direction: code under src/ reaches the root folders (collections, access, hooks,
    // globals, fields) through their aliases, never by climbing out of src/.
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING_OUT_OF_SRC] }] },
  },
  {
    // ... and the member site's pages and components import no collection config (their
    // constants live in src/lib/). A later block replaces a rule's options, so both are listed.
    files: ['src/app/(frontend)/**', 'src/components/site/**', 'src/components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIMBING_OUT_OF_SRC,
            {
              regex: '^@collections/',
              message: 'Member pages import no collection config: put the constant they need in src/lib/<entity>/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages, actions, routes and components write through a domain function (src/lib/<entity>/<verb>.ts),
    // never with Payload's local API themselves: one place for each write and its rules.
    files: ['src/app/**', 'src/components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(create|update|delete|duplicate)$/] > ObjectExpression > Property[key.name='collection']",
          message: 'Write through a domain function in src/lib/<entity>/<verb>.ts, not with the local API here.',
        },
      ],
    },
  },
  {
    // Test fixtures named use* (usePayload, useAppServer) are not React hooks.
    files: ['tests/**', 'benchmarks/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
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
