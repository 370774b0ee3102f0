import { spawn } from 'node:child_process'
import path from 'node:path'

/** The environment with the project's own binaries (next, tsx, payload) first on PATH. */
export const withLocalBin = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  PATH: [path.resolve('node_modules/.bin'), env.PATH].filter(Boolean).join(path.delimiter),
})

/**
 * The environment of a process that loads the Payload config outside Next.js (our scripts, the
 * payload CLI). Node 20 often never finishes loading lexical's Node entries, which Payload's rich
 * text imports: each wraps a dynamic import in a top-level await, the module graph is left
 * unsettled, and the process exits 13 before a line of ours runs (`node -e
 * "import('@payloadcms/richtext-lexical')"` did in 54 of 60 runs, six at a time). Under the
 * `development` or `production` condition Node picks lexical's build for that mode directly, the
 * one its Node entry would pick, as Vite (vitest) and Next.js do. tests/infrastructure/scriptStart.test.ts
 * pins it.
 */
export function withModuleCondition<Env extends Record<string, string | undefined>>(env: Env): Env & { NODE_OPTIONS: string } {
  const flag = `--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`
  const options = (env.NODE_OPTIONS ?? '').split(' ').filter((option) => option && !option.startsWith('--conditions='))
  return { ...env, NODE_OPTIONS: [...options, flag].join(' ') }
}

/** Runs a command with inherited output; resolves with its exit code. */
export const runCommand = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: withLocalBin(env) })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

/** Runs one of our TypeScript scripts with tsx; resolves with its exit code. */
export const runScript = (script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env) =>
  runCommand('tsx', [script, ...args], withModuleCondition(env))
