import path from 'node:path'

/**
 * The environment of the Next.js server with scripts/recordPeerAddress.cjs preloaded, so the
 * app learns each request's TCP peer address (see src/lib/requests/clientAddress.ts).
 */
export function withPeerAddress(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const preload = `--require "${path.resolve('scripts/recordPeerAddress.cjs')}"`
  const options = env.NODE_OPTIONS ?? ''
  if (options.includes('recordPeerAddress.cjs')) return env
  return { ...env, NODE_OPTIONS: `${options} ${preload}`.trim() }
}
