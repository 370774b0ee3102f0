import { spawn } from 'node:child_process'
import path from 'node:path'

/** The environment with the project's own binaries (next, tsx, payload) first on PATH. */
export const withLocalBin = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  PATH: [path.resolve('node_modules/.bin'), env.PATH].filter(Boolean).join(path.delimiter),
})

/** Runs a command with inherited output; resolves with its exit code. */
export const runCommand = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: withLocalBin(env) })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

/**
 * Runs one of our TypeScript scripts with tsx. Node exits with code 13 when a top-level await
 * never settles; under tsx's shared module cache (two instances starting at once) we have seen a
 * script's module graph do that before any of our code ran, twice in a row, so such a run is
 * retried, up to twice, without the cache.
 */
export async function runScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env) {
  let code = await runCommand('tsx', [script, ...args], env)
  for (let retry = 1; code === 13 && retry <= 2; retry++) {
    console.warn(`${script} stopped before it started (exit 13); running it again without tsx's cache`)
    code = await runCommand('tsx', ['--no-cache', script, ...args], env)
  }
  return code
}
