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

const NO_CONFIG_PARTS = {
  regex: '^@(collections|hooks|globals|fields)/',
  message:
    'Nothing under src/ imports a part of the Payload config (a collection, hook, global or field): the config calls the domain, never the other way. Put what both need in src/lib/<concept>/.',
}

const NOT_BACK = {
  regex: '^(@/(app|components)(/|$)|(\\.\\./)+(src/)?(app|components)/)',
  message: 'The domain layer and the Payload config never import pages or components (pages → domain → config).',
}

/** A write through Payload's local API: the selector of its options object. */
const LOCAL_API_CALL = 'CallExpression[callee.property.name=/^(create|update|delete|duplicate|resetPassword)$/] > ObjectExpression'
const LOCAL_API_WRITE = `${LOCAL_API_CALL}:has(> Property[key.name='collection'])`

const ELEVATION_NAMED = {
  selector: `${LOCAL_API_WRITE} > Property[key.name='overrideAccess']:not([value.value=false])`,
  message: "Write as the person who acts (overrideAccess: false), or spread elevated('why') from src/lib/accounts/security/elevated.ts.",
}

// The local API skips access unless told otherwise: every write says whose rights it uses.
const ELEVATION_EXPLICIT = {
  selector: `${LOCAL_API_WRITE}:not(:has(> Property[key.name='overrideAccess'])):not(:has(> SpreadElement))`,
  message: "The local API skips access by default: pass overrideAccess: false (the person acts) or spread elevated('why').",
}

// Below the local API (no access, no hooks) only through the one named helper, with its reason.
const DATABASE_BELOW_LOCAL_API = {
  selector: "MemberExpression[property.name='db']:matches([object.name='payload'], [object.property.name='payload'])",
  message:
    "Below the local API only through belowLocalApi(payload, 'why') or requestDatabase(req, 'why') (src/lib/infrastructure/database/).",
}
const DATABASE_REASON_LITERAL = {
  selector:
    "CallExpression:matches([callee.name='belowLocalApi'], [callee.name='requestDatabase']):not(:has(> Literal.arguments:nth-child(2)))",
  message: 'The reason is a string literal: docs/architecture.md lists it (npm run generate:architecture).',
}

const DIRECT_DATABASE = [DATABASE_BELOW_LOCAL_API, DATABASE_REASON_LITERAL]

const WRITE_IN_DOMAIN_FUNCTION = {
  selector: `${LOCAL_API_CALL} > Property[key.name='collection']`,
  message: 'Write through a domain function in src/lib/<concept>/…/<verb>.ts, not with the local API here.',
}

// Where pages, actions, endpoints and the config's parts call a domain function instead of writing.
const DOMAIN_WRITES = [ELEVATION_NAMED, ELEVATION_EXPLICIT, WRITE_IN_DOMAIN_FUNCTION, ...DIRECT_DATABASE]

/**
 * Visible and accessible text comes from the catalogues (src/i18n/messages), never literally:
 * JSX text with letters, the attributes people read (aria-label, alt, title, placeholder, label)
 * and a page's metadata title and description.
 */
const TEXT_IN_CATALOGUES = "Text comes from the catalogues (src/i18n/messages): t('…') from getTranslations() or useTranslations()."
const READ_ATTRIBUTES = 'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|alt|title|placeholder|label)$/]'
const LITERAL_TEXT = [
  { selector: 'JSXText[value=/\\p{L}/u]', message: TEXT_IN_CATALOGUES },
  // alt="" marks a decorative image: no text to translate.
  { selector: `${READ_ATTRIBUTES} > Literal[value=/\\p{L}/u]`, message: TEXT_IN_CATALOGUES },
  { selector: `${READ_ATTRIBUTES} > JSXExpressionContainer > Literal[value=/\\p{L}/u]`, message: TEXT_IN_CATALOGUES },
  {
    selector: `${READ_ATTRIBUTES} > JSXExpressionContainer > TemplateLiteral:has(TemplateElement[value.raw=/\\p{L}/u])`,
    message: TEXT_IN_CATALOGUES,
  },
  { selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}/u]', message: TEXT_IN_CATALOGUES },
  {
    selector: "CallExpression[callee.name='publicPageMetadata'] Property[key.name=/^(title|description)$/] > Literal",
    message: TEXT_IN_CATALOGUES,
  },
]

/** Every member-site page and component is in both languages (issue 21): no literal text in any of them. */
const TRANSLATED = ['src/app/(frontend)/**/*.tsx', 'src/components/**/*.tsx']

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
      // Packages, then the app's own modules by alias, then neighbours; each group alphabetical.
      'import/order': [
        'error',
        {
          groups: [['builtin', 'external'], 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@payload-config', group: 'internal' },
            { pattern: '@{collections,access,hooks,globals,fields}/**', group: 'internal' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // The import direction: code under src/ reaches the root folders through their aliases, never
    // by climbing out of src/, and imports no part of the Payload config (collections, hooks,
    // globals, fields): the config and the pages call the domain (src/lib), which uses the access
    // policies and the infrastructure; the constants both sides need live in src/lib/<concept>/.
    // A later block replaces a rule's options, so all are listed.
    files: ['src/**'],
    ignores: ['src/payload-types.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING_OUT_OF_SRC, NO_CONFIG_PARTS] }] },
  },
  {
    // The member site links with plain <a>: every page is a document load, which the page cache
    // answers and the back/forward cache keeps, with no client router or prefetching in each
    // page's JavaScript (docs/decisions.md). The admin panel (Payload's) keeps client navigation.
    files: ['src/app/(frontend)/**', 'src/components/site/**', 'src/components/ui/**'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_CLIMBING_OUT_OF_SRC, NO_CONFIG_PARTS],
          paths: [{ name: 'next/link', message: 'The member site links with <a href>: a page load the page cache answers.' }],
        },
      ],
    },
  },
  {
    // Never back: the domain layer and the Payload config (collections, hooks, access, globals)
    // do not import pages or components; the admin's components are named by path in the config.
    files: ['src/lib/**', 'src/emails/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING_OUT_OF_SRC, NO_CONFIG_PARTS, NOT_BACK] }] },
  },
  {
    files: ['collections/**', 'hooks/**', 'access/**', 'globals/**', 'fields/**', 'payload.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING_OUT_OF_SRC, NOT_BACK] }] },
  },
  {
    // Every write that skips the access functions says why, in one named helper (the seed and
    // the tools that set up databases act for nobody).
    files: ['src/**', 'collections/**', 'hooks/**', 'globals/**', 'access/**', 'fields/**'],
    ignores: [
      'src/seed/**',
      'src/lib/accounts/security/elevated.ts',
      'src/lib/infrastructure/database/belowLocalApi.ts',
      'src/lib/infrastructure/database/requestDatabase.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ELEVATION_NAMED, ELEVATION_EXPLICIT, ...DIRECT_DATABASE] },
  },
  {
    // Pages, actions, routes and components write through a domain function (src/lib/<concept>/…/<verb>.ts),
    // never with Payload's local API themselves; so do endpoints, jobs, access functions and emails.
    // Writes live in src/lib/<concept>/ and hooks: one place for each write and its rules.
    files: [
      'src/app/**',
      'src/components/**',
      'src/emails/**',
      'src/lib/shared/**',
      'src/lib/infrastructure/*.ts',
      'src/lib/**/*Endpoint.ts',
      'src/lib/infrastructure/jobs/**',
      'collections/**',
      'globals/**',
      'access/**',
      'fields/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...DOMAIN_WRITES] },
  },
  {
    files: TRANSLATED,
    rules: { 'no-restricted-syntax': ['error', ...DOMAIN_WRITES, ...LITERAL_TEXT] },
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
      'dist/**',
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
