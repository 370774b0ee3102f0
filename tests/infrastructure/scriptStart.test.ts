/**
 * Our scripts start every time: Node 20 often leaves lexical's Node entries unsettled and exits 13
 * (scripts/database/runCommand.ts, withModuleCondition). These pin the lexical internal the
 * workaround relies on, and prove that scripts started the way we start them load the rich text.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

import { runScript, withModuleCondition } from '../../scripts/database/runCommand'

const lexicalPackages = () => ['lexical', ...fs.readdirSync('node_modules/@lexical').map((name) => `@lexical/${name}`)]

/** The file a package's `import` resolves to under one condition, read from its exports map. */
function importEntry(name: string, condition: string): string | null {
  const manifest = JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>
  }
  const entry = (manifest.exports?.['.'] as { import?: Record<string, unknown> } | undefined)?.import
  const file = entry?.[condition]
  return typeof file === 'string' ? path.join('node_modules', name, file) : null
}

const PROBE = 'tests/support/importRichText.mjs'
const TOP_LEVEL_AWAIT = /^(?:const \w+ = )?await /m

describe('the module condition our scripts run under', () => {
  test('development, or production when NODE_ENV says so; set once, other NODE_OPTIONS kept', () => {
    expect(withModuleCondition({ NODE_OPTIONS: '--max-old-space-size=512' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=512 --conditions=development',
    )
    const production = withModuleCondition({ NODE_ENV: 'production', NODE_OPTIONS: '--conditions=development' })
    expect(production.NODE_OPTIONS).toBe('--conditions=production')
    expect(withModuleCondition(withModuleCondition({})).NODE_OPTIONS).toBe('--conditions=development')
  })

  test('lexical’s Node entries still await a dynamic import at top level; its development and production builds do not', () => {
    const packages = lexicalPackages()
    expect(packages.length).toBeGreaterThan(5)
    // The day lexical's Node entries lose their top-level await, the condition can go.
    expect(fs.readFileSync(importEntry('lexical', 'node')!, 'utf8')).toMatch(TOP_LEVEL_AWAIT)
    for (const name of packages) {
      for (const condition of ['development', 'production']) {
        const file = importEntry(name, condition)
        if (!file) continue
        expect(fs.readFileSync(file, 'utf8'), `${name} under ${condition}`).not.toMatch(TOP_LEVEL_AWAIT)
      }
    }
  })

  test('Node resolves lexical to its development build under the condition, to its Node entry without', () => {
    const resolved = (env: NodeJS.ProcessEnv) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', "console.log(import.meta.resolve('lexical'))"], {
        encoding: 'utf8',
        env,
      }).trim()
    const plain = { ...process.env, NODE_OPTIONS: '' }
    expect(resolved(withModuleCondition(plain))).toMatch(/\/Lexical\.dev\.mjs$/)
    expect(resolved(plain)).toMatch(/\/Lexical\.node\.mjs$/)
  })

  // Without the condition plain Node failed this in 54 of 60 runs, tsx in 4 of 48.
  test(
    'six scripts started at once, three by runScript (tsx) and three by Node itself, all load Payload’s rich text',
    { timeout: 120_000 },
    async () => {
      const byNode = () =>
        new Promise<number | null>((resolve, reject) => {
          const child = spawn(process.execPath, [PROBE], { env: withModuleCondition(process.env), stdio: 'ignore' })
          child.once('error', reject)
          child.once('exit', (code) => resolve(code))
        })
      const codes = await Promise.all([...[1, 2, 3].map(() => runScript(PROBE)), ...[1, 2, 3].map(byNode)])
      expect(codes).toEqual([0, 0, 0, 0, 0, 0])
    },
  )
})
