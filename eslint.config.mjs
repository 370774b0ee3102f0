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

/** A write through Payload's local API: the selector of its options object. */
const LOCAL_API_CALL = 'CallExpression[callee.property.name=/^(create|update|delete|duplicate|resetPassword)$/] > ObjectExpression'
const LOCAL_API_WRITE = `${LOCAL_API_CALL}:has(> Property[key.name='collection'])`

const ELEVATION_NAMED = {
  selector: `${LOCAL_API_WRITE} > Property[key.name='overrideAccess']:not([value.value=false])`,
  message: "Write as the person who acts (overrideAccess: false), or spread elevated('why') from src/lib/security/elevated.ts.",
}

// The local API skips access unless told otherwise: every write says whose rights it uses.
const ELEVATION_EXPLICIT = {
  selector: `${LOCAL_API_WRITE}:not(:has(> Property[key.name='overrideAccess'])):not(:has(> SpreadElement))`,
  message: "The local API skips access by default: pass overrideAccess: false (the person acts) or spread elevated('why').",
}

const WRITE_IN_DOMAIN_FUNCTION = {
  selector: `${LOCAL_API_CALL} > Property[key.name='collection']`,
  message: 'Write through a domain function in src/lib/<entity>/<verb>.ts, not with the local API here.',
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
    // Every write that skips the access functions says why, in one named helper (the seed and
    // the tools that set up databases act for nobody).
    files: ['src/**', 'collections/**', 'hooks/**', 'globals/**', 'access/**', 'fields/**'],
    ignores: ['src/seed/**', 'src/lib/security/elevated.ts'],
    rules: { 'no-restricted-syntax': ['error', ELEVATION_NAMED, ELEVATION_EXPLICIT] },
  },
  {
    // Pages, actions, routes and components write through a domain function (src/lib/<entity>/<verb>.ts),
    // never with Payload's local API themselves; so do endpoints and jobs. One place for each write and its rules.
    files: ['src/app/**', 'src/components/**', 'collections/**', 'globals/**', 'src/lib/**/*Endpoint.ts', 'src/lib/jobs/**'],
    rules: { 'no-restricted-syntax': ['error', ELEVATION_NAMED, ELEVATION_EXPLICIT, WRITE_IN_DOMAIN_FUNCTION] },
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
