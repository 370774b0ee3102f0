/**
 * Every environment variable the app, its launcher and its database scripts read is documented
 * in docs/configuration.md, and every variable documented there is read somewhere (tests,
 * benchmarks and test scripts included). Variables only our own scripts or frameworks set are
 * listed below with why they are not an operator's.
 *
 *   npx tsx scripts/checks/environmentVariables.ts   (npm test runs it)
 */
import fs from 'node:fs'
import path from 'node:path'

import { filesUnder, ROOT } from './projectFiles'

const DOC = 'docs/configuration.md'

/** What an operator may set: read by the app, its config or the scripts it runs with. */
const OPERATOR_CODE = [
  'src',
  'collections',
  'hooks',
  'access',
  'globals',
  'fields',
  'scripts/server',
  'scripts/database',
  'payload.config.ts',
  'next.config.mjs',
]
/** Where else a documented variable may be read (tests, benchmarks, the test command). */
const ANY_CODE = [
  ...OPERATOR_CODE,
  'tests',
  'benchmarks',
  'scripts',
  'playwright.config.ts',
  'playwright.resilience.config.ts',
  'vitest.config.ts',
  '.ci',
]

const NOT_AN_OPERATORS: Record<string, string> = {
  NODE_ENV: 'set by Next.js and npm start',
  PATH: 'the system’s, passed on to child processes',
  NEXT_PHASE: 'set by Next.js',
  NEXT_RUNTIME: 'set by Next.js',
  STRICT_MESSAGES: 'set by the test servers (docs/decisions.md, missing messages)',
  DISABLE_LOGGING: 'set by tests that assert on output',
  NEXT_BUILD_CACHE: 'set by npm test, which builds a clean clone once',
  MAIL_CAPTURE_DIR: 'set by the test setup for the development mailbox',
}

const isScript = (file: string) => /\.(tsx?|mjs|js|sh)$/.test(file) || path.basename(file) === 'run'

/** Names read as env.NAME, env?.NAME, env['NAME'] or, in shell scripts, $NAME / ${NAME}. */
function variablesRead(entries: string[]): Map<string, string> {
  const read = new Map<string, string>()
  for (const file of new Set(entries.flatMap(filesUnder).filter(isScript))) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    const shell = file.endsWith('.sh') || path.basename(file) === 'run'
    const pattern = shell ? /\$\{?([A-Z][A-Z0-9_]{2,})\b/g : /\benv\??\.([A-Z][A-Z0-9_]+)\b|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? match[2]
      if (name && !read.has(name)) read.set(name, file)
    }
  }
  return read
}

const doc = fs.readFileSync(path.join(ROOT, DOC), 'utf8')
// The rate-limit row names actions (SIGN_IN, SEARCH), not variables.
const variableLines = doc
  .split('\n')
  .filter((line) => !line.includes('RATE_LIMIT_<ACTION>'))
  .join('\n')
const documented = new Set([...variableLines.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})`/g)].map((match) => match[1]!))
// Rate limits are read by kind and scope (RATE_LIMIT_<KIND>_PER_<SCOPE>, src/lib/infrastructure/rateLimits).
const readByPattern = (name: string) => /^RATE_LIMIT_[A-Z_]+_PER_[A-Z]+$/.test(name)

const operators = variablesRead(OPERATOR_CODE)
const anywhere = variablesRead(ANY_CODE)
const problems = [
  ...[...operators]
    .filter(([name]) => !documented.has(name) && !(name in NOT_AN_OPERATORS))
    .map(([name, file]) => `${name} is read (${file}) but not documented in ${DOC}`),
  ...[...documented]
    .filter((name) => /_/.test(name) && !anywhere.has(name) && !readByPattern(name))
    .map((name) => `${name} is documented in ${DOC} but nothing reads it`),
]
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(
  `${DOC} documents the ${[...operators.keys()].filter((name) => documented.has(name)).length} environment variables the app reads.`,
)
