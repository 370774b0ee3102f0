import { spawn } from 'node:child_process'

/** Runs a command with inherited output; resolves with its exit code. */
export const runCommand = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
