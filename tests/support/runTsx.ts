import { spawn } from 'node:child_process'
import path from 'node:path'

/** Runs a TypeScript file (or `-e` code) under tsx to its end (or `timeoutMs`), with its real stdout and stderr. */
export function runTsx(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}
